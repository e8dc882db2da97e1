import { BadRequestException } from '@nestjs/common';
import { IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { assertReadOnlyFieldsUnchanged, ReadOnly, readOnlyFieldsOf } from './read-only-fields';

class NoteFields {
  @IsString()
  title!: string;

  @IsOptional()
  @IsString()
  body?: string;
}

class UpdateNoteDto extends PartialType(NoteFields) {
  @ReadOnly()
  id?: unknown;

  @ReadOnly()
  createdAt?: unknown;

  @ReadOnly()
  author?: unknown;
}

/** Adds its own read-only field to those of its parent. */
class UpdateOwnNoteDto extends UpdateNoteDto {
  @ReadOnly()
  pinned?: unknown;
}

/** Takes one editable field and every read-only one through mapped types. */
class RenameNoteDto extends IntersectionType(PickType(NoteFields, ['title'] as const), UpdateOwnNoteDto) {}

const answer = {
  id: 'note-1',
  title: 'Groceries',
  createdAt: '2025-01-02T03:04:05.678Z',
  author: { id: 'user-1', name: 'Asha', tags: ['a', 'b'] },
  pinned: false,
};

/** The messages of the 400 the check throws, or undefined when it accepts the body. */
function refusal(dto: Parameters<typeof assertReadOnlyFieldsUnchanged>[0], body: object, ...answers: object[]) {
  try {
    assertReadOnlyFieldsUnchanged(dto, body, answers[0] ?? answer, ...answers.slice(1));
    return undefined;
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    return (error.getResponse() as { message: string[] }).message;
  }
}

describe('readOnlyFieldsOf', () => {
  it('lists the fields a DTO declares ReadOnly(), and not its editable ones', () => {
    expect(readOnlyFieldsOf(UpdateNoteDto)).toEqual(['id', 'createdAt', 'author']);
    expect(readOnlyFieldsOf(NoteFields)).toEqual([]);
  });

  it("gives a subclass its parent's read-only fields besides its own", () => {
    expect(readOnlyFieldsOf(UpdateOwnNoteDto).sort()).toEqual(['author', 'createdAt', 'id', 'pinned']);
  });

  it('keeps them through mapped types (PartialType, PickType, IntersectionType)', () => {
    expect(readOnlyFieldsOf(RenameNoteDto).sort()).toEqual(['author', 'createdAt', 'id', 'pinned']);
    expect(readOnlyFieldsOf(PartialType(UpdateNoteDto)).sort()).toEqual(['author', 'createdAt', 'id']);
  });
});

describe('assertReadOnlyFieldsUnchanged', () => {
  it('accepts a body that leaves the read-only fields out', () => {
    expect(refusal(UpdateNoteDto, { title: 'Renamed' })).toBeUndefined();
  });

  it('accepts the whole record sent back, nested objects in any key order', () => {
    const author = { tags: ['a', 'b'], name: 'Asha', id: 'user-1' };
    expect(refusal(UpdateOwnNoteDto, { ...answer, author, title: 'Renamed' })).toBeUndefined();
  });

  it('compares a date of the record as the ISO string the API answers', () => {
    const record = { ...answer, createdAt: new Date(answer.createdAt) };
    expect(refusal(UpdateNoteDto, { createdAt: answer.createdAt }, record)).toBeUndefined();
    expect(refusal(UpdateNoteDto, { createdAt: '2025-01-02T03:04:05Z' }, record)).toEqual([
      'createdAt cannot be changed',
    ]);
  });

  it('refuses each changed field with one 400 naming them all, nested changes included', () => {
    const body = { id: 'note-2', author: { ...answer.author, tags: ['a'] }, pinned: true, title: 'Renamed' };
    expect(refusal(UpdateOwnNoteDto, body)?.sort()).toEqual([
      'author cannot be changed',
      'id cannot be changed',
      'pinned cannot be changed',
    ]);
  });

  it('refuses null for a field answered with a value, and a value of another JSON type', () => {
    expect(refusal(UpdateOwnNoteDto, { pinned: null })).toEqual(['pinned cannot be changed']);
    expect(refusal(UpdateOwnNoteDto, { pinned: 'false' })).toEqual(['pinned cannot be changed']);
  });

  it('accepts a value that any of the given answers carried, and no other', () => {
    const earlier = { ...answer, pinned: true };
    expect(refusal(UpdateOwnNoteDto, { pinned: true }, answer, earlier)).toBeUndefined();
    expect(refusal(UpdateOwnNoteDto, { pinned: false }, answer, earlier)).toBeUndefined();
    expect(refusal(UpdateOwnNoteDto, { pinned: 1 }, answer, earlier)).toEqual(['pinned cannot be changed']);
  });
});

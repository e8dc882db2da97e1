import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { ContactMessage } from './contact-message.entity';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';
import { ContactMessageListQuery } from './dto/list-contact-messages-query.dto';

export const MAX_MESSAGES_PER_ADDRESS_PER_HOUR = 5;

export interface ContactMessagePage {
  rows: ContactMessage[];
  first: number;
  total: number;
}

@Injectable()
export class ContactService {
  constructor(@InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>) {}

  /**
   * Stores a message unless its address already sent 5 within the last hour (429). The count is
   * taken in the database under a per-address lock, so the limit holds across API processes and
   * concurrent requests; the hour is measured by the database clock that stamps `created_at`.
   */
  send(body: CreateContactMessageDto, ipAddress: string): Promise<ContactMessage> {
    return this.messages.manager.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contact:${ipAddress}`]);
      const recent = await manager
        .getRepository(ContactMessage)
        .createQueryBuilder('message')
        .where('message.ipAddress = :ipAddress', { ipAddress })
        .andWhere("message.createdAt > now() - interval '1 hour'")
        .getCount();
      if (recent >= MAX_MESSAGES_PER_ADDRESS_PER_HOUR) {
        const status = HttpStatus.TOO_MANY_REQUESTS;
        throw new HttpException(
          {
            statusCode: status,
            message: `You have sent ${MAX_MESSAGES_PER_ADDRESS_PER_HOUR} messages in the last hour. Please try again later.`,
            error: 'Too Many Requests',
          },
          status,
        );
      }
      const repository = manager.getRepository(ContactMessage);
      return repository.save(
        repository.create({
          name: body.name,
          email: body.email,
          phone: body.phone ?? null,
          subject: body.subject,
          category: body.category,
          message: body.message,
          ipAddress,
        }),
      );
    });
  }

  async list(query: ContactMessageListQuery): Promise<ContactMessagePage> {
    const builder = this.messages.createQueryBuilder('message');
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      builder.andWhere(
        new Brackets((or) =>
          or
            .where('message.name ILIKE :pattern', { pattern })
            .orWhere('message.email ILIKE :pattern')
            .orWhere('message.subject ILIKE :pattern'),
        ),
      );
    }
    if (query.ids) builder.andWhere('message.id = ANY(:ids)', { ids: query.ids });
    if (query.category) builder.andWhere('message.category = :category', { category: query.category });
    const [rows, total] = await builder
      .orderBy(`message.${query.sortField}`, query.sortOrder)
      .addOrderBy('message.id', 'ASC')
      .skip(query.skip)
      .take(query.take)
      .getManyAndCount();
    return { rows, first: query.skip, total };
  }
}

import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { findPage, ListQueryDto, ListSpec, Page } from '../common/list-query';
import { ContactMessage } from './contact-message.entity';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

export const MAX_MESSAGES_PER_ADDRESS_PER_HOUR = 5;

const MESSAGE_LIST: ListSpec = {
  columns: {
    id: 'message.id',
    createdAt: 'message.createdAt',
    name: 'message.name',
    email: 'message.email',
    subject: 'message.subject',
    category: 'message.category',
  },
  search: ['message.name', 'message.email', 'message.subject'],
  defaultSort: ['createdAt', 'DESC'],
};

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

  /** Newest first unless sorted otherwise; `q` searches name, email and subject. */
  list(query: ListQueryDto): Promise<Page<ContactMessage>> {
    return findPage(this.messages.createQueryBuilder('message'), query, MESSAGE_LIST);
  }
}

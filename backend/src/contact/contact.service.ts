import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { findPage, ListQueryDto, ListSpec, Page } from '../common/list-query';
import { RateLimiter, RateLimitRule } from '../common/rate-limit/rate-limiter.service';
import { ContactMessage } from './contact-message.entity';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

export const MAX_MESSAGES_PER_ADDRESS_PER_HOUR = 5;

const MESSAGES_BY_ADDRESS: RateLimitRule = {
  name: 'contact',
  limit: MAX_MESSAGES_PER_ADDRESS_PER_HOUR,
  windowSeconds: 60 * 60,
  message: `You have sent ${MAX_MESSAGES_PER_ADDRESS_PER_HOUR} messages in the last hour. Please try again later.`,
};

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
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    private readonly limiter: RateLimiter,
  ) {}

  /** Stores a message unless its address already sent 5 within the hour (429). */
  async send(body: CreateContactMessageDto, ipAddress: string): Promise<ContactMessage> {
    await this.limiter.consume(MESSAGES_BY_ADDRESS, ipAddress);
    return this.messages.save(
      this.messages.create({
        name: body.name,
        email: body.email,
        phone: body.phone ?? null,
        subject: body.subject,
        category: body.category,
        message: body.message,
        ipAddress,
      }),
    );
  }

  /** Newest first unless sorted otherwise; `q` searches name, email and subject. */
  list(query: ListQueryDto): Promise<Page<ContactMessage>> {
    return findPage(this.messages.createQueryBuilder('message'), query, MESSAGE_LIST);
  }
}

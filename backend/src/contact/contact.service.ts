import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { columnsOf, ListSpec } from '../database/paging/list-spec';
import { findPage, mapPage, Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { RateLimiter, RateLimitRule } from '../common/rate-limit/rate-limiter.service';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageReceipt, ContactMessageResponse } from './dto/contact-message-response.dto';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

export const MAX_MESSAGES_PER_ADDRESS_PER_HOUR = 5;

const MESSAGES_BY_ADDRESS: RateLimitRule = {
  name: 'contact',
  limit: MAX_MESSAGES_PER_ADDRESS_PER_HOUR,
  windowSeconds: 60 * 60,
  message: `You have sent ${MAX_MESSAGES_PER_ADDRESS_PER_HOUR} messages in the last hour. Please try again later.`,
};

const MESSAGE_LIST: ListSpec = {
  columns: columnsOf('message', ['id', 'createdAt', 'name', 'email', 'subject', 'category']),
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
  async send(body: CreateContactMessageDto, ipAddress: string): Promise<ContactMessageReceipt> {
    await this.limiter.consume(MESSAGES_BY_ADDRESS, ipAddress);
    const message = await this.messages.save(
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
    return ContactMessageReceipt.from(message);
  }

  /** Newest first unless sorted otherwise; `q` searches name, email and subject. */
  async list(query: ListQueryDto): Promise<Page<ContactMessageResponse>> {
    return mapPage(
      await findPage(this.messages.createQueryBuilder('message'), query, MESSAGE_LIST),
      ContactMessageResponse.from,
    );
  }
}

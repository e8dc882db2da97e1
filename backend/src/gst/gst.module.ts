import { Module } from '@nestjs/common';
import { StatesController } from './states.controller';

/** GST's own facts: the states and their codes, GSTINs and their check character. */
@Module({ controllers: [StatesController] })
export class GstModule {}

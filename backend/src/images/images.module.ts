import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';

/** Product pictures (and shop logos): checked, re-encoded, kept in the database, served by hash. */
@Module({ controllers: [ImagesController], providers: [ImagesService], exports: [ImagesService] })
export class ImagesModule {}

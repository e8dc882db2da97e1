import { Injectable } from '@nestjs/common';
import type { AuditActor } from '../audit/audit.service';
import { ImagesService } from '../images/images.service';
import { ShopResponse } from './dto/shop-response.dto';
import { ShopsService } from './shops.service';

/** Shops' logos, kept by the images module; each change is recorded in the shop's audit trail. */
@Injectable()
export class ShopLogosService {
  constructor(
    private readonly shops: ShopsService,
    private readonly images: ImagesService,
  ) {}

  /** Makes the upload the shop's logo, in place of the one before; 415 for what is no picture. */
  async replace(actor: AuditActor, id: string, upload: Buffer): Promise<ShopResponse> {
    // Decoded and encoded before the transaction: that work holds no lock and no connection.
    const logo = await this.images.encode(upload);
    return this.shops.changeLocked(actor, id, 'shop.updated', (manager) =>
      this.images.replace(manager, { kind: 'shop', id }, logo),
    );
  }

  /** Takes the shop's logo away, if it has one. */
  remove(actor: AuditActor, id: string): Promise<ShopResponse> {
    return this.shops.changeLocked(actor, id, 'shop.updated', (manager) =>
      this.images.removeAll(manager, { kind: 'shop', id }),
    );
  }
}

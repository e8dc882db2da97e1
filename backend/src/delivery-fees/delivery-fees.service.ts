import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BusListener, BusMessage, ProcessBus } from '../bus/process-bus';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { DeliveryFeeBand, DeliveryRule } from '../pricing/pricing';
import { DeliveryFeeBandRow } from './delivery-fee-band.entity';
import { DELETE_DELIVERY_FEE_BANDS, DELIVERY_FEE_BANDS, LOCK_DELIVERY_FEE_BANDS } from './delivery-fees.queries';

/** How soon a process tries again to read the fees after a failed read (the database away, say). */
const RELOAD_RETRY_MS = 1000;

/**
 * The delivery fees by distance (issue 32): free within FREE_DELIVERY_KM, then the bands the admin
 * sets; until they set any, DELIVERY_FEE up to the default delivery radius. Every cart is priced by
 * them, so each process keeps them in memory and reads them again when the bus says they changed
 * (or comes back, having perhaps missed that).
 */
@Injectable()
export class DeliveryFeesService implements OnApplicationBootstrap, OnApplicationShutdown, BusListener {
  private readonly logger = new Logger(DeliveryFeesService.name);
  private rule: DeliveryRule;
  private retry?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG)
    private readonly config: Pick<AppConfig, 'freeDeliveryKm' | 'deliveryFee' | 'deliveryRadiusKm'>,
    private readonly bus: ProcessBus,
  ) {
    this.rule = this.ruleOf([]);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
    this.bus.subscribe(this).catch((error: Error) => this.logger.warn(`Fees not kept in step: ${error.message}`));
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  /** The fees in force, as this process last read them. */
  current(): DeliveryRule {
    return this.rule;
  }

  /** Sets the bands: each beyond FREE_DELIVERY_KM and the one before; every process prices by them from then on. */
  async replace(bands: DeliveryFeeBand[]): Promise<DeliveryRule> {
    this.assertIncreasing(bands);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(LOCK_DELIVERY_FEE_BANDS);
      await manager.query(DELETE_DELIVERY_FEE_BANDS);
      await manager.insert(DeliveryFeeBandRow, bands);
      await this.bus.publish({ kind: 'deliveryFees' }, manager);
    });
    this.rule = this.ruleOf(bands);
    return this.rule;
  }

  message(message: BusMessage): void {
    if (message.kind === 'deliveryFees') void this.reload();
  }

  connected(): void {
    void this.reload();
  }

  private async reload(): Promise<void> {
    clearTimeout(this.retry);
    if (this.stopped) return;
    try {
      this.rule = this.ruleOf(await DELIVERY_FEE_BANDS.entities(this.dataSource.manager, {}));
    } catch (error) {
      this.logger.warn(`Could not read the delivery fees, trying again: ${(error as Error).message}`);
      this.retry = setTimeout(() => void this.reload(), RELOAD_RETRY_MS).unref();
    }
  }

  private ruleOf(bands: DeliveryFeeBand[]): DeliveryRule {
    const { freeDeliveryKm, deliveryFee, deliveryRadiusKm } = this.config;
    const set = bands.map(({ upToKm, fee }) => ({ upToKm, fee }));
    return {
      freeWithinKm: freeDeliveryKm,
      bands: set.length > 0 ? set : [{ upToKm: deliveryRadiusKm, fee: deliveryFee }],
      flatFee: deliveryFee,
    };
  }

  private assertIncreasing(bands: DeliveryFeeBand[]): void {
    bands.forEach(({ upToKm }, index) => {
      const floor = index === 0 ? this.config.freeDeliveryKm : bands[index - 1].upToKm;
      if (upToKm <= floor) {
        throw new BadRequestException(
          index === 0
            ? `bands.0.upToKm must be beyond the free-delivery distance of ${floor} km`
            : `bands.${index}.upToKm must be beyond bands.${index - 1}.upToKm (${floor} km)`,
        );
      }
    });
  }
}

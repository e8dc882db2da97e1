import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { columnsOf, ListSpec } from '../database/paging/list-spec';
import { findPage, mapPage, Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { assertReadOnlyFieldsUnchanged } from '../common/read-only-fields';
import { Location, newPin, pinOf } from '../pincodes/location';
import { PincodesService } from '../pincodes/pincodes.service';
import { UsersService } from '../users/users.service';
import { Address } from './address.entity';
import { ADDRESS_OF_USER } from './addresses.queries';
import { AddressResponse, CreateAddressDto, UpdateAddressDto } from './dto/address.dto';

const ADDRESS_LIST: ListSpec = {
  columns: columnsOf('address', ['id', 'title', 'city', 'pincode', 'isDefault', 'createdAt']),
  search: ['address.title', 'address.addressLine', 'address.city'],
  defaultSort: ['createdAt', 'ASC'],
};

/**
 * A customer's addresses, with exactly one default among those not deleted (D6): the first one
 * becomes the default, choosing another moves it, deleting it passes it to the newest remaining.
 */
@Injectable()
export class AddressesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly pincodes: PincodesService,
  ) {}

  async list(userId: string, query: ListQueryDto): Promise<Page<AddressResponse>> {
    const qb = this.dataSource.getRepository(Address).createQueryBuilder('address').where('address.userId = :userId', {
      userId,
    });
    return mapPage(await findPage(qb, query, ADDRESS_LIST), AddressResponse.from);
  }

  /** One of the customer's addresses as they read it. */
  async get(userId: string, id: string): Promise<AddressResponse> {
    return AddressResponse.from(await this.findOne(userId, id));
  }

  /** One of the customer's addresses; 404 for any other. */
  findOne(userId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<Address> {
    return ADDRESS_OF_USER.entities(manager, { userId, id }).then(
      ([address]) => address ?? Promise.reject(new NotFoundException('Address not found')),
    );
  }

  create(userId: string, fields: CreateAddressDto): Promise<AddressResponse> {
    return this.forCustomer(userId, async (manager) => {
      const isFirst = (await manager.countBy(Address, { userId })) === 0;
      const isDefault = isFirst || fields.isDefault === true;
      const location = this.pincodes.locate(fields.pincode, pinOf(fields), fields.state);
      if (isDefault) await this.clearDefault(manager, userId);
      const address = manager.create(Address, { ...fields, ...location, userId, isDefault });
      return AddressResponse.from(await manager.save(address));
    });
  }

  update(userId: string, id: string, changes: UpdateAddressDto): Promise<AddressResponse> {
    return this.forCustomer(userId, async (manager) => {
      const address = await this.findOne(userId, id, manager);
      assertReadOnlyFieldsUnchanged(UpdateAddressDto, changes, AddressResponse.from(address));
      if (changes.isDefault === false && address.isDefault) {
        throw new ConflictException('One address must be the default: choose another address as default instead.');
      }
      if (changes.isDefault === true && !address.isDefault) await this.clearDefault(manager, userId);
      const { title, addressLine, city, state, pincode, isDefault } = changes;
      const location = this.relocated(address, changes);
      manager.merge(Address, address, { title, addressLine, city, state, pincode, isDefault, ...location });
      return AddressResponse.from(await manager.save(address));
    });
  }

  remove(userId: string, id: string): Promise<void> {
    return this.forCustomer(userId, async (manager) => {
      const address = await this.findOne(userId, id, manager);
      await manager.update(Address, address.id, { isDefault: false });
      await manager.softDelete(Address, address.id);
      if (!address.isDefault) return;
      const newest = await manager.findOne(Address, { where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
      if (newest) await manager.update(Address, newest.id, { isDefault: true });
    });
  }

  /**
   * Where `address` is once `changes` apply, when they move it: a new pin, the pin taken away (back
   * to the pincode's centre), another pincode or state (the pin goes with the old pincode unless a
   * new one comes with it); or when it was never located (saved before issue 32). Undefined when it
   * stays where it is.
   */
  private relocated(address: Address, changes: UpdateAddressDto): Location | undefined {
    const pin = newPin(changes, address);
    const pincode = changes.pincode ?? address.pincode;
    const state = changes.state ?? address.state;
    const moved = pincode !== address.pincode || state !== address.state;
    if (pin === undefined && !moved && address.locationPrecision !== null) return undefined;
    const keptPin = !moved && address.locationPrecision === 'pin' ? pinOf(address) : null;
    // A state saved before states were checked ("Raj.") is checked against the pincode once it changes.
    return this.pincodes.locate(pincode, pin === undefined ? keptPin : pin, moved ? state : undefined);
  }

  /** Runs address writes of one customer one at a time, so two of them cannot both make a default. */
  private forCustomer<T>(userId: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await this.users.lock(userId, manager);
      return work(manager);
    });
  }

  private async clearDefault(manager: EntityManager, userId: string): Promise<void> {
    await manager.update(Address, { userId, isDefault: true }, { isDefault: false });
  }
}

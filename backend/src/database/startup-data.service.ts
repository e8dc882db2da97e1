import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { UsersService } from '../users/users.service';
import { DEMO_USERS } from './demo-data';
import { STARTUP_LOCKS, withAdvisoryLock } from './migrate';

export interface DemoSignIn {
  role: string;
  username: string;
  password: string;
}

/** At start-up: makes sure the configured admin exists, and fills an empty database with demo data. */
@Injectable()
export class StartupDataService implements OnApplicationBootstrap {
  private readonly logger = new Logger(StartupDataService.name);
  /** The sign-ins of the demo data loaded by this start, for main.ts to print. */
  demoSignIns: DemoSignIn[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await withAdvisoryLock(this.dataSource, STARTUP_LOCKS.startupData, async () => {
      if (this.config.demoData && (await this.users.count()) === 0) await this.loadDemoData();
      if (this.config.admin) {
        const outcome = await this.users.ensureAdmin(this.config.admin);
        this.logger.log(`Admin ${this.config.admin.username} ${outcome} from ADMIN_USERNAME`);
      }
    });
  }

  private async loadDemoData(): Promise<void> {
    for (const user of DEMO_USERS) await this.users.create(user);
    this.demoSignIns = DEMO_USERS.map(({ role, username, password }) => ({ role, username, password }));
    this.logger.log('Demo data loaded');
  }
}

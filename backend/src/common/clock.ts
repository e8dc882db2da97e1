import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time as the business rules see it (the 30-minute cancellation window, "this month").
 * One instance serves the whole app, so a test can move it: `jest.spyOn(app.get(Clock), 'now')`.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}

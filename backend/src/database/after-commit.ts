import {
  EntityManager,
  EntitySubscriberInterface,
  EventSubscriber,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';

const PENDING = 'mohalla:after-commit';

type Work = () => void;

/**
 * Runs `work` once the transaction of `manager` has committed (at once outside a transaction);
 * never when it rolls back. For what must not be seen before the change is: a message to other
 * processes that the change is there to read.
 */
export function afterCommit(manager: EntityManager, work: Work): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) return work();
  ((runner.data[PENDING] as Work[] | undefined) ??= []).push(work);
}

@EventSubscriber()
export class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    if (queryRunner.isTransactionActive) return;
    const pending = takePending(queryRunner.data);
    for (const work of pending) work();
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) takePending(queryRunner.data);
  }
}

function takePending(data: Record<string, unknown>): Work[] {
  const pending = (data[PENDING] as Work[] | undefined) ?? [];
  delete data[PENDING];
  return pending;
}

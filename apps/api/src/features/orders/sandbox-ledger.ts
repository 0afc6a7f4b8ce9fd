import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import type { SandboxLedger } from '../../providers/payments/sandbox-payment-provider';
import { sandboxPayments } from './tables';

/** The sandbox provider's ledger in sandbox_payments (it survives restarts, spans processes). */
export function createSandboxLedger(db: AppDb): SandboxLedger {
  return {
    async find(paymentKey) {
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.paymentKey, paymentKey));
      return row;
    },
    async findByOrderId(orderId) {
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, orderId));
      return row;
    },
    async insertOnce(record) {
      const [inserted] = await db
        .insert(sandboxPayments)
        .values(record)
        .onConflictDoNothing({ target: sandboxPayments.orderId })
        .returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, record.orderId));
      if (!existing) throw new Error(`sandbox payment of ${record.orderId} vanished`);
      return existing;
    },
    update(paymentKey, decide) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.paymentKey, paymentKey))
          .for('update');
        if (!current) return undefined;
        const changes = decide(current);
        if (!changes) return current;
        const [updated] = await tx
          .update(sandboxPayments)
          .set(changes)
          .where(eq(sandboxPayments.paymentKey, paymentKey))
          .returning();
        return updated;
      });
    },
  };
}

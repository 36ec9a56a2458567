import { idempotencyKeyReused } from '@common/contracts/idempotency';
import type { FastifyBaseLogger } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import { usageTypes } from '@common/contracts/call-outcome';
import type { QuotaReason } from '@common/contracts/plans';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, conflict } from '../../lib/errors.js';
import type { HistoryService } from '../history/history.service.js';
import { quotaRepo, type CurrentPlan } from './quota.repo.js';
import { quotaPlan, refusalBody, type QuotaCheck } from './quota.rules.js';

/**
 * What a granted reservation holds: which counters it took, the call's number in its trial or month, and the
 * plan at the time for the history.
 */
export interface Reservation {
  /** The row that stands for the call until its history row is written (usage_reservations). */
  id: string;
  userId: string;
  toolId: number;
  periods: string[];
  /** The trial's or month's counter for the tool with this call in it: the history's Usage Count. */
  count: number;
  plan: { id: string; name: string; billingPeriod: string } | null;
}

/** The history's Usage Type and Usage Count of a call that counted, and of one that did not. */
const counted = (r: Reservation) => ({
  usageType: r.periods[0] === 'trial' ? usageTypes.trialCall : usageTypes.monthlyCall,
  usageCount: r.count,
});
const notCounted = { usageType: usageTypes.notCounted, usageCount: 0 };

class Refused extends Error {
  constructor(readonly check: QuotaCheck) {
    super(check.reason);
  }
}

const planOf = (current: CurrentPlan | undefined) =>
  current
    ? { id: current.plan.id, name: current.plan.name, billingPeriod: current.plan.billingPeriod }
    : null;

export interface MeteredCall<T> {
  userId: string;
  toolId: number;
  request: unknown;
  idempotencyKey?: string;
  /** Runs before a new call is reserved, never for a replay (nothing is done then): e.g. a burst limit. */
  admit?: () => Promise<void>;
  work: () => Promise<T>;
}

export const quotaService = (
  ctx: AppContext,
  { history, log }: { history: HistoryService; log: Pick<FastifyBaseLogger, 'error'> },
) => {
  const db = ctx.database.db;
  const repo = quotaRepo(db);

  async function refuse(
    current: CurrentPlan | undefined,
    toolId: number,
    reason: QuotaReason,
    check?: QuotaCheck,
  ): Promise<never> {
    const counted = check
      ? (await repo.counts(current!.subscription.userId, [check.period])).find((c) => c.toolId === toolId)
      : undefined;
    const body = refusalBody(
      reason,
      current?.plan.name ?? 'No plan',
      await repo.toolName(toolId),
      check && { ...check, count: counted?.count ?? 0 },
    );
    const { code, message, ...details } = body;
    throw new AppError(check ? 429 : 402, code, message, details);
  }

  const service = {
    /** Takes one call from every counter of the plan atomically, or refuses with the quota refusal body (`quota.rules.ts`). */
    async reserve(userId: string, toolId: number): Promise<Reservation> {
      const row = await repo.currentPlanWithLimit(userId, toolId);
      const current = row && { subscription: row.subscription, plan: row.plan };
      const decision = quotaPlan(current, row?.limit ?? undefined, ctx.clock.now());
      if (!decision.allowed) return refuse(current, toolId, decision.reason);
      let count = 0;
      let id = '';
      const periods = decision.checks.map((c) => c.period);
      try {
        await db.transaction(async (tx) => {
          const txRepo = quotaRepo(tx as unknown as Db);
          for (const [i, check] of decision.checks.entries()) {
            const after = await txRepo.incrementBelow(userId, toolId, check.period, check.limit);
            if (after === null) throw new Refused(check);
            if (i === 0) count = after; // the trial's or the month's counter (the day's cap comes second)
          }
          id = await txRepo.insertReservation(userId, toolId, periods, ctx.clock.now());
        });
      } catch (error) {
        if (error instanceof Refused) return refuse(current, toolId, error.check.reason, error.check);
        throw error;
      }
      return { id, userId, toolId, periods, count, plan: planOf(current) };
    },

    /** Gives a reserved call back (the work failed); a call already given back is not given twice. */
    release: (r: Reservation) => repo.releaseReservation(r.id),

    /**
     * Gives back the calls of reservations left by a process that died between reserving and recording:
     * those older than any call can take whose history row does not exist. The number given back.
     */
    giveBackLostCalls: () =>
      repo.giveBackStale(new Date(ctx.clock.now().getTime() - reservationStaleMs(ctx.env))),

    /**
     * The one way an AI endpoint spends quota: replay a finished Idempotency-Key, admit, reserve, do the
     * work, record the call (success or failure) in the usage history, and give the call back if the work
     * failed.
     */
    async meter<T>(call: MeteredCall<T>): Promise<T> {
      const { userId, toolId, request, idempotencyKey } = call;
      const replay = async () => {
        const previous = idempotencyKey ? await history.replayOf(userId, idempotencyKey) : undefined;
        if (!previous) return undefined;
        // jsonb keeps no key order, so compare values, not text.
        const sameRequest = isDeepStrictEqual(
          previous.requestData,
          JSON.parse(JSON.stringify(request ?? null)),
        );
        if (previous.toolId !== toolId || !sameRequest) {
          throw conflict(idempotencyKeyReused);
        }
        return { result: previous.responseData as T };
      };
      const earlier = await replay();
      if (earlier) return earlier.result;
      await call.admit?.();
      const event = { userId, toolId, requestData: request };
      let reservation: Reservation;
      try {
        reservation = await service.reserve(userId, toolId);
      } catch (error) {
        if (error instanceof AppError) {
          const current = await repo.currentPlan(userId);
          await history.record({
            ...event,
            ...notCounted,
            responseStatus: error.statusCode,
            responseData: { ...error.details, message: error.message },
            ...planColumns(planOf(current)),
          });
        }
        throw error;
      }
      /** Gives the call back and records the failure; a failure to record is logged, never hides `error`. */
      const failed = async (error: unknown) => {
        await service.release(reservation);
        const status = error instanceof AppError ? error.statusCode : 500;
        const message = error instanceof AppError ? error.message : 'The request failed';
        await history
          .record({
            ...event,
            ...notCounted,
            responseStatus: status,
            responseData: { message },
            ...planColumns(reservation.plan),
          })
          .catch((recordError: unknown) => log.error({ err: recordError }, 'could not record a failed call'));
      };
      let result: T;
      try {
        result = await call.work();
      } catch (error) {
        await failed(error);
        throw error;
      }
      try {
        await history.record({
          ...event,
          ...counted(reservation),
          responseStatus: 200,
          responseData: result,
          idempotencyKey,
          reservationId: reservation.id,
          ...planColumns(reservation.plan),
        });
      } catch (error) {
        if (idempotencyKey && isUniqueViolation(error)) {
          // A parallel retry with the same key finished first: it counts, this one does not.
          await service.release(reservation);
          return (await replay())?.result ?? result;
        }
        // Whatever else went wrong storing the answer, the seller does not pay for it.
        await failed(error);
        throw error;
      }
      // Recorded: the reservation is crossed out (were this lost, the history row still shows it counted).
      await repo
        .settleReservation(reservation.id)
        .catch((error: unknown) => log.error({ err: error }, 'could not cross out a reservation'));
      return result;
    },
  };
  return service;
};

/**
 * A reservation older than this has lost its process: longer than any metered call can take (every attempt
 * of the model's answer and its one review round timing out), and never under ten minutes.
 */
export const reservationStaleMs = (env: Pick<AppContext['env'], 'AI_TIMEOUT_MS' | 'AI_MAX_RETRIES'>) =>
  Math.max(10 * 60_000, 2 * (env.AI_MAX_RETRIES + 1) * env.AI_TIMEOUT_MS + 60_000);

const planColumns = (plan: Reservation['plan']) => ({
  planId: plan?.id ?? null,
  planName: plan?.name ?? null,
  billingPeriod: plan?.billingPeriod ?? null,
});
export type QuotaService = ReturnType<typeof quotaService>;

import type { CommandBus } from '@nestjs/cqrs';
import type { DomainError } from '../../../shared/domain/domain-error';
import { type AnalysisOutcomeToRecord, RecordAnalysesCommand, type RecordingOutcome } from '../../content';

interface Waiting {
  outcome: AnalysisOutcomeToRecord;
  resolve(answer: RecordingOutcome | DomainError): void;
  reject(error: unknown): void;
}

/** A batch's upper bound: one append and projection pass stay short, whatever the queue holds. */
const MAX_BATCH = 200;

/**
 * Records a bulk refresh's outcomes in batches without holding any analysis up: the first outcome is written at
 * once, and whatever arrives while a batch is being written goes into the next (group commit). Each item's
 * promise settles with its own answer, or with the error that failed its batch (its job is then retried).
 */
export class BatchedRecorder {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly commands: CommandBus) {}

  record(outcome: AnalysisOutcomeToRecord): Promise<RecordingOutcome | DomainError> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ outcome, resolve, reject });
      void this.write();
    });
  }

  private async write(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, MAX_BATCH);
        try {
          const answers: (RecordingOutcome | DomainError)[] = await this.commands.execute(new RecordAnalysesCommand(batch.map((w) => w.outcome)));
          batch.forEach((w, i) => w.resolve(answers[i]));
        } catch (error) {
          for (const w of batch) w.reject(error);
        }
      }
    } finally {
      this.writing = false;
    }
  }
}

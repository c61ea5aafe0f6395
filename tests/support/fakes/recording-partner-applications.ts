import type {
  PartnerApplication,
  PartnerApplicationAnswer,
  PartnerApplications,
} from '@/application/ports/partner-applications.port';

/** Partner applications that remember what was sent and answer as told: accepted by default. */
export class RecordingPartnerApplications implements PartnerApplications {
  readonly sent: PartnerApplication[] = [];
  answer: PartnerApplicationAnswer = { ok: true, queryId: 'app_1', fileCount: 0 };
  /** Thrown instead of answering, like a failed request. */
  failure: unknown = null;
  /** While set, a send waits for it, so a test can look at the pending state. */
  gate: Promise<void> | null = null;

  async submit(application: PartnerApplication): Promise<PartnerApplicationAnswer> {
    this.sent.push(application);
    if (this.gate) await this.gate;
    if (this.failure !== null) throw this.failure;
    return this.answer;
  }
}

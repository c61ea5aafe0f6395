import type { NewApplication } from '@/server/partner-applications/store/application-repository';
import type { ReceivedFile } from '@/server/partner-applications/received-form';
import { submitApplication } from '@/server/partner-applications/submit-application';
import type { OutgoingMessage } from '@/server/outbox/index';

const now = Date.parse('2026-11-30T09:00:00.000Z');
const logo: ReceivedFile = {
  field: 'logo',
  fileName: 'logo.png',
  contentType: 'image/png',
  size: 42,
  storedName: 'f1',
};
const menu: ReceivedFile = {
  field: 'menu',
  fileName: 'menu.pdf',
  contentType: 'application/pdf',
  size: 9,
  storedName: 'f2',
};
const merchantFields = {
  business_name: '  Kahvila Testi ',
  contact_name: 'Maija Meikäläinen',
  email: 'maija@example.fi',
  phone: '+358 40 123 4567',
  city: 'Helsinki',
};

/** The applications, the outbox and the upload store in memory; `failStoring` makes storing the row throw. */
function applicationsInMemory(failStoring = false) {
  const stored: NewApplication[] = [];
  const sent: OutgoingMessage[] = [];
  const removed: string[] = [];
  const context = {
    clock: () => now,
    applications: {
      add: (application: NewApplication) => {
        if (failStoring) return Promise.reject(new Error('database gone'));
        stored.push(application);
        return Promise.resolve();
      },
    },
    outbox: {
      send: (message: OutgoingMessage) => {
        sent.push(message);
        return Promise.resolve();
      },
    },
    uploads: {
      remove: (names: readonly string[]) => {
        removed.push(...names);
        return Promise.resolve();
      },
    },
  };
  return { context, stored, sent, removed };
}

describe('submitApplication', () => {
  it('keeps the known fields trimmed with the files at the clock\u2019s time and mails the operator', async () => {
    const { context, stored, sent, removed } = applicationsInMemory();
    const submission = await submitApplication(
      context,
      'merchant',
      { fields: { ...merchantFields, message: ' Hei ' }, files: [logo, menu] },
      'fi',
    );
    if (submission.outcome !== 'submitted') throw new Error(`not submitted: ${submission.outcome}`);
    expect(submission.queryId).toMatch(/^app_[0-9A-Za-z]{26}$/);
    expect(submission.files).toEqual([logo, menu]);
    expect(stored).toEqual([
      {
        queryId: submission.queryId,
        kind: 'merchant',
        fields: { ...merchantFields, business_name: 'Kahvila Testi', message: 'Hei' },
        files: [logo, menu],
        createdAt: new Date(now),
      },
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.recipient).toBe('applications@storefront.local');
    expect(sent[0]?.subject).toBe('Uusi kauppiashakemus: Kahvila Testi');
    expect(removed).toEqual([]);
  });

  it('refuses missing fields as a value naming them, removing the form\u2019s files and keeping nothing', async () => {
    const { context, stored, sent, removed } = applicationsInMemory();
    const submission = await submitApplication(
      context,
      'rider',
      { fields: { full_name: 'Ville', email: 'not an address' }, files: [logo] },
      'en',
    );
    if (submission.outcome !== 'refused') throw new Error(`not refused: ${submission.outcome}`);
    expect(submission.reason).toBe('invalid_fields');
    expect(submission.error.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'city',
      'email',
      'phone',
      'vehicle_type',
    ]);
    expect(removed).toEqual(['f1']);
    expect(stored).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('removes the files and mails no one when storing the application fails', async () => {
    const { context, sent, removed } = applicationsInMemory(true);
    await expect(
      submitApplication(context, 'merchant', { fields: merchantFields, files: [logo, menu] }, 'en'),
    ).rejects.toThrow('database gone');
    expect(removed).toEqual(['f1', 'f2']);
    expect(sent).toEqual([]);
  });
});

import { operatorNotice } from '@/server/partner-applications/operator-notice';

describe('operatorNotice', () => {
  it('is an email to the operator naming the applicant, with every field and the files by name and size', () => {
    const notice = operatorNotice(
      'merchant',
      'app_ABC',
      { business_name: 'Kahvila Testi', city: 'Helsinki' },
      [{ field: 'logo', fileName: 'logo.png', contentType: 'image/png', size: 42, storedName: 'a1b2' }],
      'en',
    );

    expect(notice).toEqual({
      channel: 'email',
      recipient: 'applications@storefront.local',
      subject: 'New merchant application: Kahvila Testi',
      body: 'Application app_ABC\nbusiness_name: Kahvila Testi\ncity: Helsinki\nFiles:\nlogo: logo.png (image/png, 42 bytes)',
    });
  });

  it('names a rider by full name and lists no files when none came', () => {
    const notice = operatorNotice('rider', 'app_XYZ', { full_name: 'Ville Virtanen' }, [], 'en');

    expect(notice.subject).toBe('New rider application: Ville Virtanen');
    expect(notice.body).toBe('Application app_XYZ\nfull_name: Ville Virtanen');
  });

  it('is written in Finnish for an application sent from a Finnish form', () => {
    const notice = operatorNotice(
      'merchant',
      'app_FI',
      { business_name: 'Kahvila Testi' },
      [{ field: 'logo', fileName: 'logo.png', contentType: 'image/png', size: 42, storedName: 'a1b2' }],
      'fi',
    );

    expect(notice.subject).toBe('Uusi kauppiashakemus: Kahvila Testi');
    expect(notice.body).toBe(
      'Hakemus app_FI\nbusiness_name: Kahvila Testi\nTiedostot:\nlogo: logo.png (image/png, 42 tavua)',
    );
  });
});

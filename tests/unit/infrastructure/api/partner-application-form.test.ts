import type { PartnerApplication } from '@/application/ports/partner-applications.port';
import { applicationForm } from '@/infrastructure/api/http-partner-applications';

describe('the application as a multipart form', () => {
  it('names the fields and files as the contract does and leaves an empty message out', async () => {
    const logo = new Blob(['png'], { type: 'image/png' });
    const menu = new Blob(['pdf'], { type: 'application/pdf' });
    const application: PartnerApplication = {
      kind: 'merchant',
      fields: {
        businessName: 'Helmi Pizza',
        contactName: 'Anna',
        email: 'anna@helmi.fi',
        phone: '+358 40 1234567',
        city: 'Helsinki',
        message: '',
      },
      attachments: [
        { slot: 'logo', name: 'logo.png', type: 'image/png', size: 3, content: logo },
        { slot: 'menu', name: 'menu.pdf', type: 'application/pdf', size: 3, content: menu },
      ],
    };
    const form = applicationForm(application);
    const entries = [...form.entries()].map(([name, value]) =>
      typeof value === 'string' ? [name, value] : [name, (value as File).name],
    );
    expect(entries).toEqual([
      ['business_name', 'Helmi Pizza'],
      ['contact_name', 'Anna'],
      ['email', 'anna@helmi.fi'],
      ['phone', '+358 40 1234567'],
      ['city', 'Helsinki'],
      ['logo', 'logo.png'],
      ['menu', 'menu.pdf'],
    ]);
  });

  it('sends a rider licence as driving_licence and the vehicle as vehicle_type', () => {
    const form = applicationForm({
      kind: 'rider',
      fields: { fullName: 'Ali', email: 'a@b.fi', phone: '1234567', city: 'K', vehicleType: 'e_bike', message: 'Hi' },
      attachments: [{ slot: 'drivingLicence', name: 'l.jpg', type: 'image/jpeg', size: 1, content: new Blob(['x']) }],
    });
    expect(form.get('vehicle_type')).toBe('e_bike');
    expect(form.get('message')).toBe('Hi');
    expect((form.get('driving_licence') as File).name).toBe('l.jpg');
  });
});

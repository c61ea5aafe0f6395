import { cancelRefusal, isRiderDue } from '@/server/transport/ride-lifecycle';

describe('isRiderDue', () => {
  const assignAt = Date.parse('2026-11-21T12:00:20.000Z');

  it('gives a searching ride its rider from its assignment time on, not a millisecond before', () => {
    expect(isRiderDue('searching', assignAt, assignAt - 1)).toBe(false);
    expect(isRiderDue('searching', assignAt, assignAt)).toBe(true);
    expect(isRiderDue('searching', assignAt, assignAt + 60_000)).toBe(true);
  });

  it('never assigns a rider to a cancelled ride or twice', () => {
    expect(isRiderDue('cancelled', assignAt, assignAt + 60_000)).toBe(false);
    expect(isRiderDue('rider_assigned', assignAt, assignAt + 60_000)).toBe(false);
  });
});

describe('cancelRefusal', () => {
  it('lets only a searching ride be cancelled', () => {
    expect(cancelRefusal('searching')).toBeNull();
    expect(cancelRefusal('rider_assigned')).toBe('RIDER_ALREADY_ASSIGNED');
    expect(cancelRefusal('cancelled')).toBe('ALREADY_CANCELLED');
  });
});

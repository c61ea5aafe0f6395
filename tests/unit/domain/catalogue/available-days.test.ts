import fc from 'fast-check';
import { availableDays, parseWeekday, weekdays } from '@/domain/catalogue/available-days';
import type { OpeningSlot } from '@/domain/catalogue/store';

const slot = (day: string, startTime: string, endTime: string): OpeningSlot => ({ day, startTime, endTime });

describe('parseWeekday', () => {
  it.each([
    ['Monday', 'monday'],
    ['SUNDAY', 'sunday'],
    [' friday ', 'friday'],
    ['Tue', 'tuesday'],
    ['thu', 'thursday'],
    ['Mo', null],
    ['Mondays', null],
    ['Maanantai', null],
    ['', null],
  ])('reads %j as %j', (name, expected) => {
    expect(parseWeekday(name)).toBe(expected);
  });
});

describe('availableDays', () => {
  it('groups the slots by day, in week order, with each day ranges sorted by start time', () => {
    expect(
      availableDays([
        slot('Saturday', '12:00', '23:00'),
        slot('Monday', '17:00', '22:00'),
        slot('Monday', '10:30', '14:00'),
        slot('Sunday', '12:00', '21:00'),
      ]),
    ).toEqual([
      {
        day: 'monday',
        ranges: [
          { startTime: '10:30', endTime: '14:00' },
          { startTime: '17:00', endTime: '22:00' },
        ],
      },
      { day: 'saturday', ranges: [{ startTime: '12:00', endTime: '23:00' }] },
      { day: 'sunday', ranges: [{ startTime: '12:00', endTime: '21:00' }] },
    ]);
  });

  it('sorts ranges by the minute they start, then by the minute they end', () => {
    const [friday] = availableDays([
      slot('Friday', '12:05', '14:00'),
      slot('Friday', '12:00', '15:00'),
      slot('Friday', '12:00', '13:30'),
      slot('Friday', '9:45', '11:00'),
    ]);
    expect(friday?.ranges.map((range) => `${range.startTime}-${range.endTime}`)).toEqual([
      '9:45-11:00',
      '12:00-13:30',
      '12:00-15:00',
      '12:05-14:00',
    ]);
  });

  it('lists nothing for a store without slots', () => {
    expect(availableDays([])).toEqual([]);
  });

  it.each([
    ['a repeated slot once', [slot('Friday', '10:00', '18:00'), slot('friday', '10:00', '18:00')], ['10:00-18:00']],
    [
      'an early single-digit hour first',
      [slot('Friday', '10:00', '18:00'), slot('Friday', '9:00', '9:45')],
      ['9:00-9:45', '10:00-18:00'],
    ],
    [
      'ranges with the same start by their end',
      [slot('Friday', '10:00', '18:00'), slot('Friday', '10:00', '12:00')],
      ['10:00-12:00', '10:00-18:00'],
    ],
    ['times without surrounding spaces', [slot('Friday', ' 10:00', '18:00 ')], ['10:00-18:00']],
  ])('keeps %s', (_, slots, ranges) => {
    const [friday] = availableDays(slots);
    expect(friday?.ranges.map((range) => `${range.startTime}-${range.endTime}`)).toEqual(ranges);
  });

  it('leaves out a slot whose day cannot be read', () => {
    expect(availableDays([slot('Someday', '10:00', '18:00'), slot('Mon', '10:00', '18:00')])).toEqual([
      { day: 'monday', ranges: [{ startTime: '10:00', endTime: '18:00' }] },
    ]);
  });

  const anySlot = fc.record({
    day: fc.constantFrom(...weekdays, 'Monday', 'SUN', 'nonsense'),
    startTime: fc.constantFrom('08:00', '9:30', '12:00', '17:00'),
    endTime: fc.constantFrom('11:00', '14:00', '22:00'),
  });

  it('lists each readable day once, in week order, and only days that have a slot', () => {
    fc.assert(
      fc.property(fc.array(anySlot), (slots) => {
        const listed = availableDays(slots).map((day) => day.day);
        const withSlot = new Set(slots.map((each) => parseWeekday(each.day)).filter((day) => day !== null));
        const inWeekOrder = weekdays.filter((day) => withSlot.has(day));
        return JSON.stringify(listed) === JSON.stringify(inWeekOrder);
      }),
    );
  });

  it('does not depend on the order the slots come in', () => {
    fc.assert(
      fc.property(fc.array(anySlot), fc.integer(), (slots, seed) => {
        const shuffled = [...slots].sort((a, b) => ((a.day.length * seed) % 7) - ((b.day.length * seed) % 7));
        return JSON.stringify(availableDays(shuffled)) === JSON.stringify(availableDays(slots));
      }),
    );
  });
});

import { weekdays, type Weekday } from '@/domain/catalogue/available-days';
import { closedStoresAlertKeys, weekdayLabelKeys } from '@/presentation/i18n/message-keys/catalog-message-keys';
import { localeText } from '../../../support/locale-files';

/** The English words of each day; a Record, so no day can be left out. */
const dayWords: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

describe('catalog message keys', () => {
  it.each(Object.entries(dayWords))('%s reads "%s"', (day, words) => {
    expect(localeText('en', weekdayLabelKeys[day as Weekday])).toBe(words);
  });

  it('name every day of the week, and nothing else', () => {
    expect(Object.keys(weekdayLabelKeys)).toEqual([...weekdays]);
  });

  it('word the closed-stores alert as the spec does', () => {
    expect(localeText('en', closedStoresAlertKeys.title)).toBe("We're closed, sorry!");
    expect(localeText('en', closedStoresAlertKeys.message)).toBe(
      'There are currently no open stores, come back later.',
    );
  });

  it.each([...Object.values(weekdayLabelKeys), ...Object.values(closedStoresAlertKeys)])(
    '%s has an English and a Finnish text',
    (key) => {
      expect(localeText('en', key)).not.toBe('');
      expect(localeText('fi', key)).not.toBe('');
    },
  );
});

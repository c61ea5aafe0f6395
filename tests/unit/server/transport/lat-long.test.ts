import { latLongTextSchema, parseLatLong } from '@/contract/transport/lat-long';

describe('parseLatLong', () => {
  it('reads "lat,long" with optional spaces and signs', () => {
    expect(parseLatLong('1.3521,103.8198')).toEqual({ lat: 1.3521, long: 103.8198 });
    expect(parseLatLong(' -33.8688 , 151.2093 ')).toEqual({ lat: -33.8688, long: 151.2093 });
    expect(parseLatLong('90,-180')).toEqual({ lat: 90, long: -180 });
  });

  it('refuses a point off the globe or text that is not a point', () => {
    for (const text of ['90.0001,0', '0,180.5', '1.35', '1.35;103.8', 'lat,long', '', '1e2,3']) {
      expect(parseLatLong(text)).toBeNull();
    }
  });
});

describe('latLongTextSchema', () => {
  it('turns the text into a point and names the rule when it is not one', () => {
    expect(latLongTextSchema().parse('60.17,24.94')).toEqual({ lat: 60.17, long: 24.94 });
    const refused = latLongTextSchema().safeParse('north');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'must be "lat,long" with a latitude of -90 to 90 and a longitude of -180 to 180',
    );
  });
});

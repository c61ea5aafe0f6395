import { industryTabs, type IndustryTabsInput } from '@/domain/catalogue/industry-tabs';

const base: IndustryTabsInput = {
  industryTypes: [],
  configuredIds: [21, 22, 23],
  defaultIndustryId: 21,
  currentIndustryId: 21,
};

describe('industryTabs', () => {
  it('are the configured industries, unnamed, when the session names none', () => {
    expect(industryTabs(base)).toEqual([
      { id: 21, name: null },
      { id: 22, name: null },
      { id: 23, name: null },
    ]);
  });

  it("are the session's industry types in their order when there are any", () => {
    const tabs = industryTabs({
      ...base,
      industryTypes: [
        { id: 22, name: 'Groceries' },
        { id: 21, name: 'Restaurants' },
        { id: 30, name: 'Pharmacy' },
      ],
      currentIndustryId: 30,
    });
    expect(tabs).toEqual([
      { id: 22, name: 'Groceries' },
      { id: 21, name: 'Restaurants' },
      { id: 30, name: 'Pharmacy' },
    ]);
  });

  it('put a default and a current industry that are missing first, each once', () => {
    expect(industryTabs({ ...base, defaultIndustryId: 40, currentIndustryId: 41 }).map((tab) => tab.id)).toEqual([
      40, 41, 21, 22, 23,
    ]);
    expect(industryTabs({ ...base, defaultIndustryId: 40, currentIndustryId: 40 }).map((tab) => tab.id)).toEqual([
      40, 21, 22, 23,
    ]);
    expect(industryTabs({ ...base, industryTypes: [{ id: 22, name: 'Groceries' }], currentIndustryId: 22 })).toEqual([
      { id: 21, name: null },
      { id: 22, name: 'Groceries' },
    ]);
  });

  it('show an industry listed twice once', () => {
    expect(industryTabs({ ...base, configuredIds: [21, 22, 21] }).map((tab) => tab.id)).toEqual([21, 22]);
  });
});

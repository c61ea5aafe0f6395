import { clampStart, nextStart, previousStart, slidesPerView } from '@/domain/prototypes/carousel';

describe('slidesPerView', () => {
  it.each([
    [1920, 4],
    [1024, 4],
    [1023, 3],
    [600, 3],
    [599, 2],
    [480, 2],
    [479, 1],
    [320, 1],
  ])('at %i px is %i', (width, perView) => {
    expect(slidesPerView(width)).toBe(perView);
  });
});

describe('scrolling a carousel by a whole view', () => {
  it.each([
    // start, per view, total, next, previous
    [0, 4, 12, 4, 0],
    [4, 4, 12, 8, 0],
    [8, 4, 12, 8, 4],
    [0, 4, 10, 4, 0],
    [4, 4, 10, 6, 0],
    [6, 4, 10, 6, 2],
    [0, 4, 3, 0, 0],
  ])('from %i showing %i of %i: next %i, previous %i', (start, perView, total, next, previous) => {
    expect(nextStart(start, perView, total)).toBe(next);
    expect(previousStart(start, perView)).toBe(previous);
  });

  it('keeps a full view when the view widens at the end', () => {
    expect(clampStart(10, 4, 12)).toBe(8);
    expect(clampStart(3, 4, 12)).toBe(3);
    expect(clampStart(2, 4, 3)).toBe(0);
  });
});

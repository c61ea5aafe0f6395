import styled from 'styled-components';
import { Header, storeBannerAspectRatio } from './store-header';

const Banner = styled.div`
  aspect-ratio: ${storeBannerAspectRatio};
  background: #dde3ea;
`;

/** The header's body at phone width with a one-line name and two lines of tags (measured in Chromium, 412 px). */
const Body = styled.div`
  min-height: 114px;
`;

/** The chip row: 40 px chips and their 12 px of padding. */
export const ChipRowPlaceholder = styled.div`
  height: 52px;
`;

/**
 * Holds the store header's place while the store loads, so the products' skeleton below it does not move
 * when the header arrives.
 */
export function StoreHeaderPlaceholder() {
  return (
    <Header aria-hidden="true" data-testid="store-header-placeholder">
      <Banner />
      <Body />
    </Header>
  );
}

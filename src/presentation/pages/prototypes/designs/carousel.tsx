import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { clampStart, nextStart, previousStart, slidesPerView } from '@/domain/prototypes/carousel';
import { usePrototypeTexts } from '../use-prototype-texts';
import { useViewportWidth } from './use-viewport-width';

const Region = styled.section`
  margin: ${({ theme }) => theme.spacing(3)} 0;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(1)};
`;

const Controls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Control = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 2px solid ${({ theme }) => theme.colours.primary};
  border-radius: 999px;
  background: ${({ theme }) => theme.colours.onPrimary};
  color: ${({ theme }) => theme.colours.primary};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
  &[aria-disabled='true'] {
    border-color: #6b6f76;
    color: #6b6f76;
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.text};
    outline-offset: 2px;
  }
`;

/** An arrow drawn, not typed, so no literal text sits in the markup; its button carries the name. */
function Chevron(props: { readonly direction: 'previous' | 'next' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={props.direction === 'previous' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const Viewport = styled.div`
  overflow: hidden;
`;

const Track = styled.div<{ $offsetPercent: number }>`
  display: flex;
  transform: translateX(-${({ $offsetPercent }) => $offsetPercent}%);
  transition: transform 300ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Slide = styled.div<{ $perView: number }>`
  flex: 0 0 ${({ $perView }) => 100 / $perView}%;
  box-sizing: border-box;
  padding: 0 ${({ theme }) => theme.spacing(0.5)};
`;

const Status = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  font-size: 0.875rem;
`;

/**
 * A row of slides that shows as many as fit the screen (see slidesPerView) and scrolls by a whole view with
 * its previous and next buttons or the arrow keys. Slides out of view are hidden from assistive technology and
 * the tab order; under prefers-reduced-motion the row jumps instead of sliding.
 */
export function Carousel(props: { readonly heading: string; readonly slides: readonly ReactNode[] }) {
  const { t } = usePrototypeTexts();
  const headingId = useId();
  const trackId = useId();
  const perView = slidesPerView(useViewportWidth());
  const total = props.slides.length;
  const [requestedStart, setStart] = useState(0);
  const start = clampStart(requestedStart, perView, total);
  const atFirst = start === 0;
  const atLast = start + perView >= total;
  // The buttons stay focusable at the ends (aria-disabled, not disabled): a button that is disabled under the
  // keyboard's focus drops the focus to the page's start.
  const back = () => setStart(previousStart(start, perView));
  const forward = () => setStart(nextStart(start, perView, total));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && !atFirst) {
      event.preventDefault();
      back();
    } else if (event.key === 'ArrowRight' && !atLast) {
      event.preventDefault();
      forward();
    }
  };
  return (
    <Region aria-labelledby={headingId} aria-roledescription="carousel" onKeyDown={onKeyDown}>
      <Header>
        <h2 id={headingId}>{props.heading}</h2>
        <Controls>
          <Control
            type="button"
            aria-controls={trackId}
            onClick={back}
            aria-disabled={atFirst}
            aria-label={t('designs.carousel.previous')}
          >
            <Chevron direction="previous" />
          </Control>
          <Control
            type="button"
            aria-controls={trackId}
            onClick={forward}
            aria-disabled={atLast}
            aria-label={t('designs.carousel.next')}
          >
            <Chevron direction="next" />
          </Control>
        </Controls>
      </Header>
      <Viewport>
        <Track id={trackId} $offsetPercent={(start * 100) / perView}>
          {props.slides.map((slide, index) => {
            const shown = index >= start && index < start + perView;
            return (
              <Slide
                // The slides are a fixed list: their order never changes, so their position is their identity.
                key={index}
                $perView={perView}
                role="group"
                aria-roledescription="slide"
                aria-label={t('designs.carousel.slideLabel', { position: index + 1, total })}
                aria-hidden={!shown}
                inert={!shown}
              >
                {slide}
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      <Status aria-live="polite">
        {t('designs.carousel.showing', { first: start + 1, last: Math.min(start + perView, total), total })}
      </Status>
    </Region>
  );
}

import styled from 'styled-components';

const Picture = styled.div<{ $colour: string }>`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $colour }) => $colour};
  color: #ffffff;
  font-size: 2rem;
  font-weight: 700;
`;

/**
 * A sample product's picture: its colour and its name's first letter, so the prototype needs no image files.
 * Decorative: the name beside it says what it is.
 */
export function SamplePicture(props: { readonly colour: string; readonly name: string }) {
  return (
    <Picture $colour={props.colour} aria-hidden="true">
      {props.name.slice(0, 1)}
    </Picture>
  );
}

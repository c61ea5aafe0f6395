import styled from 'styled-components';
import { textParagraphs } from './text-paragraphs';

/** Keeps a single line break the writer typed inside a paragraph. */
const Paragraph = styled.p`
  white-space: pre-line;
`;

/** Plain text, one <p> per paragraph. */
export function Paragraphs(props: { text: string }) {
  return (
    <>
      {textParagraphs(props.text).map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
    </>
  );
}

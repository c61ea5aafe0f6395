import styled from 'styled-components';

const Card = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: white;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12);
  blockquote {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    font-style: italic;
  }
  figcaption {
    display: grid;
  }
`;

const Role = styled.span`
  font-size: 0.9rem;
  opacity: 0.8;
`;

/** A colleague's own words, with their name and role. */
export function TestimonialCard(props: { name: string; role: string; quote: string }) {
  return (
    <Card>
      <blockquote>
        <p>{props.quote}</p>
      </blockquote>
      <figcaption>
        <strong>{props.name}</strong>
        <Role>{props.role}</Role>
      </figcaption>
    </Card>
  );
}

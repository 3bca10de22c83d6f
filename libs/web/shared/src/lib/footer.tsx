import styled from 'styled-components';
import { Container } from './container';
import { FOOTER_LINKS } from './navigation';
import { media } from './theme';

const Wrapper = styled.footer`
  margin-top: 64px;
  background: ${({ theme }) => theme.color.brand};
  color: #e5e7eb;
  padding: 40px 0 calc(24px + env(safe-area-inset-bottom));
  a {
    color: #fff;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 32px;
  ${media.mdUp} {
    grid-template-columns: 1.2fr 2fr;
  }
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 4px 24px;
  ${media.mdUp} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  a {
    display: inline-block;
    padding: 8px 0;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Social = styled.ul`
  display: flex;
  gap: 8px;
  list-style: none;
  padding: 0;
  margin: 16px 0 0;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Small = styled.p`
  font-size: 0.9rem;
  color: #cbd5e1;
`;

const Bottom = styled.div`
  margin-top: 32px;
  padding-top: 20px;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: 0.9rem;
  color: #cbd5e1;
`;

const SOCIAL_LINKS = [
  {
    label: 'Bulldog Collar Guide on Instagram',
    href: 'https://www.instagram.com/bulldogcollarguide',
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm6-1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  },
  {
    label: 'Bulldog Collar Guide on Facebook',
    href: 'https://www.facebook.com/bulldogcollarguide',
    path: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z',
  },
  {
    label: 'Bulldog Collar Guide on Pinterest',
    href: 'https://www.pinterest.com/bulldogcollarguide',
    path: 'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.1-1.9 3.1-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3l.1.4-.3 1.1c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1 0-2-.5-2.4-1.2l-.6 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2z',
  },
];

/**
 * Site footer: every footer link, social links, blurb, disclosure line and copyright. It is a static
 * island (layout.tsx), whose click handler keeps same-origin links client-side: plain anchors, no router Link.
 */
export function Footer() {
  return (
    <Wrapper>
      <Container>
        <Grid>
          <div>
            <strong>Bulldog Collar Guide</strong>
            <Small>
              Independent, hands-on reviews of collars for English, French and American bulldogs. Every collar we recommend is worn for at
              least 30 days and measured against real bulldog necks.
            </Small>
            <Social aria-label="Social media">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.href}>
                  <a href={social.href} aria-label={social.label} rel="noopener">
                    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d={social.path} fill="currentColor" />
                    </svg>
                  </a>
                </li>
              ))}
            </Social>
          </div>
          <nav aria-label="Footer">
            <LinkList>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <a href={link.to}>{link.label}</a>
                </li>
              ))}
            </LinkList>
          </nav>
        </Grid>
        <Bottom>
          <p>
            As an Amazon Associate we earn from qualifying purchases. Links to retailers are affiliate links; read our{' '}
            <a href="/disclosure">affiliate disclosure</a> to see how that works and why it never changes our ratings.
          </p>
          <p>© 2025 Bulldog Collar Guide. All rights reserved.</p>
        </Bottom>
      </Container>
    </Wrapper>
  );
}

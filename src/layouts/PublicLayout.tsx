/**
 * The public layout of the sign-in pages (spec section 2): a top bar with the mark and title, a banner
 * holding the page's box (login, register, ...), the five public legal services, the two promotional
 * sections and the footer with contact, site map, filing numbers and government badges.
 */
import type { ReactNode } from 'react';
import { Banner } from './public/Banner';
import { Footer } from './public/Footer';
import { Promotions } from './public/Promotions';
import { ServiceTiles } from './public/ServiceTiles';
import { TopBar } from './public/TopBar';
import './PublicLayout.css';
import './public/sections.css';
import './public/footer.css';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public-layout" data-testid="public-layout">
      <TopBar />
      <main>
        <Banner>{children}</Banner>
        <ServiceTiles />
        <Promotions />
      </main>
      <Footer />
    </div>
  );
}

import { sampleDeals, sampleProducts } from '../sample-data';
import { PrototypeLayout } from '../prototype-layout';
import { PrototypeTexts } from '../prototype-texts';
import { usePrototypeTexts } from '../use-prototype-texts';
import { HeroBanner, PromoBanner } from './banners';
import { BrandLogos } from './brand-logos';
import { Carousel } from './carousel';
import { DealCard } from './deal-card';
import { Perks } from './perks';
import { ProductCard } from './product-card';
import { SaleBoxes } from './sale-boxes';
import { StoreAppFooter } from './store-app-footer';

/** `/zapp-test-designs`: the sample layout blocks of a front page, with hard-coded sample data. */
function DesignsScreen() {
  const { t } = usePrototypeTexts();
  return (
    <PrototypeLayout title={t('designs.title')} wide>
      <HeroBanner />
      <Carousel
        heading={t('designs.newArrivals')}
        slides={sampleProducts.map((product) => (
          <ProductCard key={product} product={product} />
        ))}
      />
      <SaleBoxes />
      <Carousel
        heading={t('designs.bestDeals.heading')}
        slides={sampleDeals.map((deal) => (
          <DealCard key={deal.product} deal={deal} />
        ))}
      />
      <PromoBanner />
      <BrandLogos />
      <Perks />
      <StoreAppFooter />
    </PrototypeLayout>
  );
}

/** The screen above, once its texts are in i18next. */
export function DesignsPage() {
  return (
    <PrototypeTexts>
      <DesignsScreen />
    </PrototypeTexts>
  );
}

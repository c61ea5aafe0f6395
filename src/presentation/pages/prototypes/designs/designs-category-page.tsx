import { sampleCategories, sampleDeals, sampleProducts } from '../sample-data';
import { PrototypeLayout } from '../prototype-layout';
import { PrototypeTexts } from '../prototype-texts';
import { usePrototypeTexts } from '../use-prototype-texts';
import { PromoBanner } from './banners';
import { BrandLogos } from './brand-logos';
import { Carousel } from './carousel';
import { DealCard } from './deal-card';
import { Perks } from './perks';
import { ProductCard } from './product-card';
import { StoreAppFooter } from './store-app-footer';

/** `/zapp-test-designs-category`: the sample layout blocks of a category page, with hard-coded sample data. */
function DesignsCategoryScreen() {
  const { t } = usePrototypeTexts();
  return (
    <PrototypeLayout title={t('designs.categoryTitle')} wide>
      <PromoBanner />
      <Carousel
        heading={t('designs.categoryHighlights')}
        slides={sampleCategories.map((category) => (
          <ProductCard key={category} category={category} />
        ))}
      />
      <Carousel
        heading={t('designs.bestDeals.heading')}
        slides={sampleDeals.map((deal) => (
          <DealCard key={deal.product} deal={deal} />
        ))}
      />
      <Carousel
        heading={t('designs.newArrivals')}
        slides={sampleProducts.slice(6).map((product) => (
          <ProductCard key={product} product={product} />
        ))}
      />
      <BrandLogos />
      <Perks />
      <StoreAppFooter />
    </PrototypeLayout>
  );
}

/** The screen above, once its texts are in i18next. */
export function DesignsCategoryPage() {
  return (
    <PrototypeTexts>
      <DesignsCategoryScreen />
    </PrototypeTexts>
  );
}

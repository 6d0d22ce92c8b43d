import { useCallback, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import {
  Container,
  Skeleton,
  carDetailLabels,
  carNotFoundLabels,
  carSliderLabels,
  type CarCardData,
  type CarDetailData,
  type CarGalleryImage,
  lazyComponent,
  DeferredSection,
  hydratingFirstPage,
} from "../../../design-system";
import { defineDataBlock, type BlockContext } from "../../composer/block";
import type { ProductDetailEvent } from "../../analytics/product-detail";
import { ProductDetailTracker } from "../../analytics/ProductDetailTracker";
import type { SetsPageHead } from "../../lib/page-head";
import type { SetsPageStatus } from "../../composer/prepare-renderings.server";
import { useCardCompare } from "../../marketplace/use-card-compare";
import type { ConsumesWildcard } from "../../marketplace/wildcard";
import { FinanceSection } from "../../marketplace/finance/FinanceSection";
import type { CarFinanceData } from "../../marketplace/finance/finance-view";
import type { carDetailLoader } from "./car-detail.server";
// The detail comes with this block's chunk, which only the car detail page loads (decision 0028):
// a lazy component here was still loading when the page hydrated, and the compare selection (read
// after mounting) then re-rendered its boundary empty, the footer jumping into view (layout shift
// 0.85 + 0.85 at 375 px).
import { CarDetail } from "../../../design-system/flows/CarDetail";

// The not-found view (a sold car, with other cars' cards) is a chunk of its own, which the page
// waits for before rendering when the data says the car is gone (`sectionsFor` below): a found
// car's page does not load the car cards (issue 17).
const CarNotFound = lazyComponent(() =>
  import("../../../design-system/flows/CarDetail/CarNotFound").then((module) => module.CarNotFound),
);

// The gallery in a chunk of its own, loaded with this block's chunk (`preload` below) so the page
// hydrates it in one pass.
const CarGalleryWithMedia = lazyComponent(() =>
  import("../../marketplace/CarGalleryWithMedia").then((module) => module.CarGalleryWithMedia),
);
// Below the first view: the contact form (react-hook-form, the form fields) and the similar cars
// (the carousel, embla). On the first load they keep the server's HTML until they come near the
// viewport or are touched (DeferredSection), then their chunks load (issue 17).
const CarContact = lazyComponent(() =>
  import("../../marketplace/CarContact").then((module) => module.CarContact),
);
const SimilarCars = lazyComponent(() =>
  import("../../marketplace/similar-cars").then((module) => module.SimilarCars),
);

/** The car detail page's data (app/blocks/marketplace/car-detail.server.ts). */
export type CarDetailBlockData = ConsumesWildcard &
  SetsPageHead &
  (
    | {
        kind: "found";
        /** The product_detail_page event, pushed when the page shows. */
        analytics: ProductDetailEvent;
        car: CarDetailData;
        images: CarGalleryImage[];
        /** The registration number, when the car has autos-on-show media to ask for. */
        regNo?: string;
        /** Similar cars, or a sample car's similar stock cars (limit 8). */
        similar: CarCardData[];
        /** The car list, where the back link leads without history. */
        listPath?: string;
        /** The finance section: the Nordic calculators or the UK quote (issue 15). */
        finance?: CarFinanceData;
      }
    | ({
        kind: "notFound";
        /** Recommended cars. */
        cars: CarCardData[];
        /** The car list searched for the path's words; absent where the button is hidden. */
        carListHref?: string;
      } & SetsPageStatus)
  );

/**
 * Back: the previous page when the visitor came from within the site (the router's history
 * index), otherwise the link to the car list.
 */
function useBack(listPath: string | undefined) {
  const navigate = useNavigate();
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (index > 0) {
        event.preventDefault();
        void navigate(-1);
      }
    },
    [navigate],
  );
  return { ...(listPath ? { href: listPath } : {}), onClick };
}

function FoundCar({
  data,
  context,
}: {
  data: Extract<CarDetailBlockData, { kind: "found" }>;
  context: BlockContext;
}) {
  const t = context.t;
  const back = useBack(data.listPath);
  const compare = useCardCompare();
  return (
    <CarDetail
      car={data.car}
      labels={carDetailLabels(t)}
      back={back}
      gallery={
        <CarGalleryWithMedia images={data.images} regNo={data.regNo} title={data.car.title} />
      }
      contactForm={
        <>
          {/* The contact anchors of the specs; the form reads the hash to tick and scroll. */}
          <span id="contact-quote" />
          <span id="contact-testdrive" />
          <div id="contact-form">
            <DeferredSection
              component={CarContact}
              props={{
                carId: data.car.id,
                title: data.car.title,
                disableTestDrive: data.car.disableTestDrive,
                sellerSites: data.car.sellerSites,
              }}
              fallback={<Skeleton shape="rect" height="40rem" />}
            />
          </div>
        </>
      }
      finance={data.finance ? <FinanceSection finance={data.finance} /> : undefined}
      recommendations={
        data.similar.length > 0 ? (
          <DeferredSection
            component={SimilarCars}
            props={{
              cars: data.similar,
              heading: t("CarDetail.PageSimilarCars"),
              labels: carSliderLabels(t),
              compare,
            }}
            fallback={<Skeleton shape="rect" height="28rem" />}
          />
        ) : undefined
      }
    />
  );
}

/**
 * The car detail page's CMS rendering (decision 0023): the car of the path below the page, with
 * the gallery, the contact form and similar cars in its slots, or the 404 view.
 */
const carDetailView = defineDataBlock<typeof carDetailLoader>((_props, context, data) => {
  if (!data) return null;
  // Inside the page's content width and gutters, like the car list.
  if (data.kind === "notFound") {
    return (
      <Container>
        <CarNotFound
          labels={carNotFoundLabels(context.t)}
          cars={data.cars}
          carListHref={data.carListHref}
        />
      </Container>
    );
  }
  return (
    <Container>
      <ProductDetailTracker event={data.analytics} />
      <FoundCar data={data} context={context} />
    </Container>
  );
});

export const carDetailBlock: typeof carDetailView = {
  ...carDetailView,
  sectionsFor: (data) =>
    data?.kind === "notFound" && !CarNotFound.loaded() ? CarNotFound.preload() : undefined,
  preload: () =>
    Promise.all([
      CarGalleryWithMedia.preload(),
      ...(hydratingFirstPage() ? [] : [CarContact.preload(), SimilarCars.preload()]),
    ]),
};

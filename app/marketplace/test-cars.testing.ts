import { carSchema, type Car } from "../../api-adapters/search";

/** For the view tests: a Kia Niro as the index has it, with the fields a test sets. */
export const testCar = (fields: Partial<Car>): Car =>
  carSchema.parse({
    car_id: "1001",
    slug: "kia-niro-ev-2023",
    car_brand: "Kia",
    car_model: "Niro",
    ...fields,
  });

/** Intl writes narrow no-break spaces; compare texts with plain spaces. */
export const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");

import type { CityId } from "@shared/catalog";

/**
 * Local colour for the demo listings: real neighborhoods and streets of the four cities (the venues and
 * businesses themselves are fictional). Each neighborhood is tagged with the kind of place it is, so barns
 * land in the countryside and rooftops downtown.
 */
export type PlaceKind = "urban" | "waterfront" | "suburban" | "rural";

export type CityPlaces = {
  name: string;
  state: string;
  areaCode: string;
  zipPrefix: string;
  /** Price level against Columbus (1.0), applied to venue and vendor prices. */
  priceLevel: number;
  neighborhoods: Record<PlaceKind, readonly string[]>;
  streets: readonly string[];
  /** Free-text service areas for vendors. */
  serviceAreas: readonly string[];
  /** How locals name the wider region in a sentence ("anywhere in Northeast Ohio"). */
  region: string;
};

export const cityPlaces: Record<CityId, CityPlaces> = {
  cleveland: {
    name: "Cleveland",
    state: "OH",
    areaCode: "216",
    zipPrefix: "441",
    priceLevel: 0.95,
    region: "Northeast Ohio",
    neighborhoods: {
      urban: [
        "Ohio City",
        "Tremont",
        "Gordon Square",
        "Playhouse Square",
        "Warehouse District",
        "University Circle",
        "Little Italy",
        "Hingetown",
      ],
      waterfront: ["Edgewater", "Flats East Bank", "Bratenahl", "Rocky River", "Lakewood", "Avon Lake"],
      suburban: ["Shaker Heights", "Cleveland Heights", "Chagrin Falls", "Westlake", "Hudson"],
      rural: ["Chardon", "Medina", "Peninsula", "Burton", "Madison"],
    },
    streets: [
      "West 25th Street",
      "Lorain Avenue",
      "Detroit Avenue",
      "Euclid Avenue",
      "Professor Avenue",
      "Superior Avenue",
      "Lake Road",
      "Chagrin Boulevard",
      "Old Mill Road",
      "Riverside Drive",
    ],
    serviceAreas: [
      "Cleveland and all of Northeast Ohio",
      "Greater Cleveland, Akron and the Lake Erie shore",
      "Cuyahoga, Lake, Geauga and Summit counties",
      "Cleveland, Canton and the Cuyahoga Valley",
    ],
  },
  columbus: {
    name: "Columbus",
    state: "OH",
    areaCode: "614",
    zipPrefix: "432",
    priceLevel: 1,
    region: "Central Ohio",
    neighborhoods: {
      urban: [
        "Short North",
        "German Village",
        "Brewery District",
        "Italian Village",
        "Victorian Village",
        "Franklinton",
        "Arena District",
        "Olde Towne East",
      ],
      waterfront: ["Scioto Mile", "Hoover Reservoir", "Buckeye Lake", "Alum Creek"],
      suburban: ["Bexley", "Worthington", "Dublin", "Upper Arlington", "Grandview Heights", "Westerville"],
      rural: ["Powell", "Delaware", "Granville", "Canal Winchester", "Plain City", "Lancaster"],
    },
    streets: [
      "High Street",
      "Third Street",
      "Parsons Avenue",
      "Broad Street",
      "Main Street",
      "Sawmill Road",
      "Olentangy River Road",
      "Riverside Drive",
      "Granville Road",
      "Hayden Run Road",
    ],
    serviceAreas: [
      "Columbus and all of Central Ohio",
      "Columbus, Dublin, Delaware and Licking County",
      "Central Ohio, with travel to Dayton and Cleveland",
      "Franklin, Delaware and Fairfield counties",
    ],
  },
  nashville: {
    name: "Nashville",
    state: "TN",
    areaCode: "615",
    zipPrefix: "372",
    priceLevel: 1.12,
    region: "Middle Tennessee",
    neighborhoods: {
      urban: [
        "The Gulch",
        "SoBro",
        "Germantown",
        "Midtown",
        "Music Row",
        "Marathon Village",
        "Wedgewood-Houston",
        "East Nashville",
        "12South",
      ],
      waterfront: ["Percy Priest Lake", "Old Hickory Lake", "Hendersonville", "Riverfront"],
      suburban: ["Belle Meade", "Green Hills", "Sylvan Park", "Brentwood", "Franklin", "Hillsboro Village"],
      rural: ["Leiper's Fork", "Kingston Springs", "Arrington", "Ashland City", "Thompson's Station"],
    },
    streets: [
      "Broadway",
      "Division Street",
      "Charlotte Avenue",
      "Belmont Boulevard",
      "Gallatin Avenue",
      "Hillsboro Pike",
      "Old Natchez Trace",
      "Franklin Pike",
      "Hermitage Avenue",
      "Harpeth Trace",
    ],
    serviceAreas: [
      "Nashville, Franklin and Middle Tennessee",
      "Davidson, Williamson and Sumner counties",
      "Nashville and anywhere within two hours",
      "Middle Tennessee, from Clarksville to Murfreesboro",
    ],
  },
  cincinnati: {
    name: "Cincinnati",
    state: "OH",
    areaCode: "513",
    zipPrefix: "452",
    priceLevel: 0.96,
    region: "Southwest Ohio",
    neighborhoods: {
      urban: [
        "Over-the-Rhine",
        "Pendleton",
        "The Banks",
        "Mount Adams",
        "Northside",
        "Walnut Hills",
        "Clifton",
      ],
      waterfront: ["Columbia-Tusculum", "Riverside", "Covington Riverfront", "Anderson Township"],
      suburban: ["Hyde Park", "Oakley", "Mariemont", "Indian Hill", "Montgomery", "Wyoming"],
      rural: ["Loveland", "Lebanon", "Morrow", "Waynesville", "Milford", "Oxford"],
    },
    streets: [
      "Vine Street",
      "Race Street",
      "Central Parkway",
      "Erie Avenue",
      "Madison Road",
      "Riverside Drive",
      "Columbia Parkway",
      "Loveland-Madeira Road",
      "Hamilton Avenue",
      "Wooster Pike",
    ],
    serviceAreas: [
      "Cincinnati, Northern Kentucky and Dayton",
      "Greater Cincinnati and the Tri-State",
      "Hamilton, Warren, Butler and Clermont counties",
      "Cincinnati and Southwest Ohio",
    ],
  },
};

/** A fictional phone number in the city's area code (555-01xx is reserved for fiction). */
export function fictionalPhone(cityId: CityId, n: number): string {
  return `(${cityPlaces[cityId].areaCode}) 555-01${String(n % 100).padStart(2, "0")}`;
}

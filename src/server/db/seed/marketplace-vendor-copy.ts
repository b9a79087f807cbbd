import type { VendorCategorySlug } from "@shared/catalog";

/**
 * What each vendor category sounds like in the demo data: business-name parts, taglines, description
 * paragraphs, packages with price ranges (Columbus prices; other cities scale them), and photo alt text.
 */
export type VendorFacts = {
  name: string;
  cityName: string;
  region: string;
  founder: string;
  since: number;
  count: number;
  team: number;
};

export type PackageTemplate = { name: string; range: [number, number]; description: string };

export type CategoryCopy = {
  first: string[];
  last: string[];
  taglines: string[];
  intros: ((f: VendorFacts) => string)[];
  approach: string[];
  packages: [PackageTemplate, PackageTemplate, PackageTemplate];
  photoAlts: [string, string];
};

export const founders = [
  "Maya",
  "Jordan",
  "Elena",
  "Marcus",
  "Priya",
  "Daniel",
  "Grace",
  "Tomás",
  "Hannah",
  "Andre",
  "Lena",
  "Chris",
  "Naomi",
  "Ben",
  "Aisha",
  "Owen",
  "Rosa",
  "Caleb",
];

export const vendorCopy: Record<VendorCategorySlug, CategoryCopy> = {
  photographers: {
    first: [
      "Silver Lining",
      "Wildflower",
      "Juniper & Pine",
      "Lumen",
      "True North",
      "Paper Moon",
      "Bellwether",
      "Field & Frame",
      "Hollow Tree",
      "Northlight",
      "Fern & Fable",
      "Kindred",
      "Amber Lane",
      "Still Water",
      "Marigold",
    ],
    last: ["Photography", "Photo Co.", "Studio", "Portraits", "Photographs"],
    taglines: [
      "Documentary wedding photography with a light touch",
      "Natural light, real moments, no stiff poses",
      "Film and digital wedding photography for couples who love candids",
      "Bright, timeless photographs of your whole day",
      "Editorial portraits and honest storytelling",
    ],
    intros: [
      (f) =>
        `${f.name} is ${f.founder}'s ${f.cityName} studio, photographing weddings since ${f.since}. The work leans documentary: long lenses during the ceremony, quiet direction for portraits, and plenty of the in-between moments families end up framing.`,
      (f) =>
        `${f.founder} started ${f.name} after years as a newspaper photographer in ${f.region}, and it shows — the galleries read like the story of the day, from getting ready to the last song.`,
      (f) =>
        `${f.name} is a two-photographer team based in ${f.cityName}, known for warm, true-to-colour images and relaxed couples' portraits at golden hour.`,
    ],
    approach: [
      "Every booking starts with a planning call and a shot list built around your timeline, not a template. Sneak peeks arrive within 72 hours and the full gallery within six weeks.",
      "Expect gentle direction rather than posing, a second shooter for any wedding over 100 guests, and a private online gallery with print rights included.",
      "Engagement sessions are included in the larger packages and double as a chance to get comfortable in front of the camera before the day.",
    ],
    packages: [
      {
        name: "Elopement",
        range: [1200, 1800],
        description: "Two hours of coverage, one photographer and 150+ edited images in an online gallery.",
      },
      {
        name: "Classic",
        range: [2800, 3800],
        description: "Eight hours, two photographers, an engagement session and 600+ edited images.",
      },
      {
        name: "Heirloom",
        range: [4800, 6500],
        description:
          "Full-day coverage, two photographers, an engagement session and a 30-page lay-flat album.",
      },
    ],
    photoAlts: [
      "Photographer capturing a couple's portrait at golden hour",
      "Candid black-and-white photo of a wedding toast",
    ],
  },
  videographers: {
    first: [
      "Reel Love",
      "Silver Screen",
      "Northbound",
      "Lantern",
      "Evergreen",
      "Wide Open",
      "Slow Dance",
      "Heirloom",
      "Motion & Light",
      "Cinder",
      "Long Take",
      "Second Reel",
      "Bright Frame",
      "Moonrise",
    ],
    last: ["Films", "Film Co.", "Cinema", "Wedding Films", "Media"],
    taglines: [
      "Cinematic wedding films with the real audio from your day",
      "Documentary wedding films you will watch every anniversary",
      "Short films, full ceremonies, no cheesy effects",
      "Wedding films built around your vows and speeches",
    ],
    intros: [
      (f) =>
        `${f.name} makes wedding films in ${f.cityName} and across ${f.region}, built around what people actually said: vows, toasts and the letters you read to each other that morning.`,
      (f) =>
        `${f.founder} founded ${f.name} in ${f.since} after a decade in commercial production; the films are shot on cinema cameras with discreet lavalier audio at the altar.`,
      (f) =>
        `${f.name} is a small team of two filmmakers who cover each wedding from getting ready through the grand exit, then cut it into a highlight film and a full-length edit.`,
    ],
    approach: [
      "Highlight films are delivered within eight weeks, full ceremony and speech edits within twelve, all downloadable in 4K.",
      "A drone is included where the venue allows it, and every package comes with licensed music chosen with you.",
      "The team stays out of the photographer's way — shot lists are coordinated before the day so nobody is in anyone's frame.",
    ],
    packages: [
      {
        name: "Highlight film",
        range: [1500, 2200],
        description: "Six hours of coverage, one filmmaker and a 4–6 minute highlight film.",
      },
      {
        name: "Feature film",
        range: [3000, 4200],
        description: "Ten hours, two filmmakers, a 15-minute feature film and the full ceremony.",
      },
      {
        name: "Documentary",
        range: [5200, 7500],
        description:
          "Full day with two filmmakers, drone footage, a 30-minute documentary edit and the raw footage.",
      },
    ],
    photoAlts: [
      "Videographer filming a first dance on a gimbal",
      "Film still of a couple walking through a field at dusk",
    ],
  },
  caterers: {
    first: [
      "Hearth & Table",
      "Long Table",
      "Copper Pot",
      "Sweet Basil",
      "Harvest",
      "Blue Plate",
      "Saltbox",
      "Thyme & Tide",
      "Gathered",
      "Oak & Ember",
      "Farmhouse",
      "Fig & Olive",
      "Cast Iron",
      "Good Company",
    ],
    last: ["Catering", "Kitchen", "Catering Co.", "Provisions", "Events & Catering"],
    taglines: [
      "Seasonal, scratch-made menus from local farms",
      "Family-style feasts and late-night bites",
      "Plated dinners, food stations and everything between",
      "Comfort food done beautifully, served with care",
    ],
    intros: [
      (f) =>
        `${f.name} cooks from scratch in its own ${f.cityName} kitchen, building wedding menus around what ${f.region} farms are harvesting that month.`,
      (f) =>
        `Chef ${f.founder} opened ${f.name} in ${f.since}; the team is known for generous family-style platters, smoked meats and a vegetable course people talk about.`,
      (f) =>
        `${f.name} caters weddings from 40 to 400 guests across ${f.region}, with service staff, rentals and bar support under one contract.`,
    ],
    approach: [
      "Menus include a tasting for two, dietary needs are handled on every plate (not as an afterthought), and servers work at a ratio of one per 20 guests.",
      "Linens, china and glassware are included; the packages below are priced for 100 guests and scale per guest.",
      "Late-night snacks — sliders, pierogi or a taco cart — can be added to any package.",
    ],
    packages: [
      {
        name: "Family-style dinner",
        range: [5500, 8000],
        description: "Three family-style courses for 100 guests, with staff and rentals included.",
      },
      {
        name: "Plated dinner",
        range: [8000, 11000],
        description: "Passed appetizers and a three-course plated dinner for 100 guests.",
      },
      {
        name: "Chef's tasting menu",
        range: [12000, 16000],
        description: "Five courses, a champagne toast and late-night bites for 100 guests.",
      },
    ],
    photoAlts: [
      "Family-style platters on a long wedding table",
      "Plated wedding dinner with seasonal vegetables",
    ],
  },
  djband: {
    first: [
      "Encore",
      "Neon Nights",
      "Backbeat",
      "The Velvet",
      "Groove City",
      "Soundcheck",
      "Downbeat",
      "Hi-Fi",
      "Motown Revue",
      "Midnight Hour",
      "Brass Tacks",
      "Vinyl Room",
      "Second Line",
      "Spinning Jenny",
    ],
    last: ["Entertainment", "DJs", "Band", "Music Co.", "Live"],
    taglines: [
      "Packed dance floors from the first dance to last call",
      "DJ, MC and live musicians under one roof",
      "Reading the room, not a playlist",
      "Live-band energy with DJ flexibility",
    ],
    intros: [
      (f) =>
        `${f.name} has played more than ${f.count} weddings across ${f.region}; the DJs double as MCs, keep the timeline moving and read the room instead of a playlist.`,
      (f) =>
        `${f.name} is a ${f.cityName} collective of DJs and a seven-piece band — book one, or combine a live set for dinner with a DJ for the late-night crowd.`,
      (f) =>
        `${f.founder} started ${f.name} spinning vinyl at friends' weddings in ${f.since}; today the team brings club-quality sound, uplighting and a do-not-play list they actually respect.`,
    ],
    approach: [
      "Every couple gets an online planner for must-plays, the do-not-play list and announcements, plus a call two weeks out to walk through the timeline.",
      "Ceremony sound with wireless microphones is included, and the setup is quiet, tidy and finished before guests arrive.",
      "The team carries backup equipment to every event and confirms power and load-in with your venue in advance.",
    ],
    packages: [
      {
        name: "DJ, ceremony and reception",
        range: [900, 1500],
        description: "Five hours with a DJ/MC, ceremony sound and wireless microphones.",
      },
      {
        name: "DJ and lighting",
        range: [1600, 2400],
        description: "Six hours with a DJ/MC, dance-floor lighting, uplighting and a monogram projection.",
      },
      {
        name: "Live band, five pieces",
        range: [4500, 7000],
        description: "Three live sets from a five-piece band, with a DJ between sets and after dinner.",
      },
    ],
    photoAlts: ["DJ booth lighting up a packed dance floor", "Live band playing a wedding reception"],
  },
  florists: {
    first: [
      "Petal & Stem",
      "Wild Rye",
      "Bloom",
      "Sweet Pea",
      "Foxglove",
      "The Flower Cart",
      "Moss & Fern",
      "Garden Gate",
      "Poppy & Thistle",
      "Larkspur",
      "Dahlia House",
      "Twig & Vine",
      "Meadowsweet",
      "Stem Street",
    ],
    last: ["Floral", "Florals", "Flowers", "Floral Design", "Floral Studio"],
    taglines: [
      "Garden-style florals grown close to home",
      "Lush, seasonal wedding flowers with a wild edge",
      "Floral design for ceremonies, tables and everything between",
      "Locally grown stems, arranged with restraint",
    ],
    intros: [
      (f) =>
        `${f.name} is a ${f.cityName} floral studio working with local growers from May to October and the best of the wholesale market the rest of the year.`,
      (f) =>
        `${f.founder} opened ${f.name} in ${f.since} with one cooler and a pickup truck; the studio now designs for about 40 weddings a year, each starting with a consultation in the greenhouse.`,
      (f) =>
        `${f.name} designs loose, garden-style arrangements — trailing bouquets, meadow-style aisles and low, lush centerpieces that let guests see each other.`,
    ],
    approach: [
      "Every proposal includes a mood board and a stem list, and designs are adjusted to what is in season in the weeks before your date.",
      "The team handles delivery, setup and the end-of-night breakdown, and can move ceremony pieces to the reception.",
      "Minimums apply on peak-season Saturdays; weekday and winter weddings are welcome with smaller orders.",
    ],
    packages: [
      {
        name: "Bouquets and boutonnières",
        range: [350, 600],
        description: "Bridal bouquet, two bridesmaid bouquets and four boutonnières, delivered.",
      },
      {
        name: "Ceremony and reception",
        range: [1800, 3000],
        description: "Personal flowers, a ceremony arch piece and centerpieces for 12 tables.",
      },
      {
        name: "Full floral design",
        range: [4000, 7000],
        description: "Full design with installations, aisle meadows, head-table garland and breakdown.",
      },
    ],
    photoAlts: [
      "Garden-style bridal bouquet with peonies and greenery",
      "Floral centerpieces on a candlelit reception table",
    ],
  },
  weddingplanners: {
    first: [
      "Something Blue",
      "Ever After",
      "Knot & Bow",
      "Gold Ribbon",
      "Simply Wed",
      "Main Event",
      "Ivory & Ink",
      "Bluebird",
      "Poised",
      "Twin Oaks",
      "Harbor & Hill",
      "The Details",
      "Graceful",
      "Evergreen",
    ],
    last: ["Events", "Event Planning", "Weddings", "Planning Co.", "Wedding Co."],
    taglines: [
      "Planning and coordination, so you can be a guest at your own wedding",
      "Calm, organised and on your side from yes to send-off",
      "Full planning, partial planning and day-of coordination",
      "Design-led planning with a spreadsheet behind every detail",
    ],
    intros: [
      (f) =>
        `${f.name} is ${f.founder}'s planning company in ${f.cityName}, with a team of ${f.team} coordinators who have run more than ${f.count} weddings across ${f.region}.`,
      (f) =>
        `${f.name} plans weddings for couples who want the day to feel effortless: vendor shortlists, budget tracking, design and a minute-by-minute timeline.`,
      (f) =>
        `Since ${f.since}, ${f.name} has coordinated weddings in barns, ballrooms and back gardens around ${f.cityName}, and knows most venue managers by first name.`,
    ],
    approach: [
      "Day-of coordination really starts six weeks out: the coordinator takes over vendor communication, confirms every arrival time and runs the rehearsal.",
      "Full-planning couples get a shared planning dashboard, monthly meetings and a coordinator plus an assistant on the day.",
      "Fees are flat and listed up front — never a percentage of your budget.",
    ],
    packages: [
      {
        name: "Day-of coordination",
        range: [1000, 1600],
        description:
          "From six weeks out: timeline, vendor confirmations, the rehearsal and 10 hours on the day.",
      },
      {
        name: "Partial planning",
        range: [2500, 4000],
        description: "From six months out: vendor recommendations, design direction and full coordination.",
      },
      {
        name: "Full planning",
        range: [5000, 9000],
        description:
          "From engagement to send-off: budget, venue search, every vendor, design and a team of two on the day.",
      },
    ],
    photoAlts: [
      "Wedding planner reviewing a timeline with a couple",
      "Reception room styled and ready before guests arrive",
    ],
  },
  bakers: {
    first: [
      "Sugar & Crumb",
      "Flour House",
      "Buttercream",
      "Rolling Pin",
      "Honey & Rye",
      "Sweet Layers",
      "Little Oven",
      "Whisk",
      "Powdered Sugar",
      "Brown Butter",
      "Maple Sugar",
      "Sift",
      "Vanilla Bean",
      "Crumb Street",
    ],
    last: ["Bakery", "Cake Studio", "Cakes", "Sweets", "Bake Shop"],
    taglines: [
      "Wedding cakes that taste as good as they look",
      "Buttercream cakes, dessert tables and late-night donuts",
      "Tiered cakes baked from scratch the day before",
      "Small-batch cakes with seasonal flavours",
    ],
    intros: [
      (f) =>
        `${f.name} is a scratch bakery in ${f.cityName} making around ${f.count} wedding cakes a year, from three-tier buttercream classics to naked cakes dressed with fresh fruit.`,
      (f) =>
        `${f.founder} trained as a pastry chef before opening ${f.name} in ${f.since}; flavours change with the season — brown-butter pear in the fall, strawberry and elderflower in June.`,
      (f) =>
        `${f.name} designs cakes and dessert tables to match your flowers and stationery, and every order starts with a tasting box of six flavours.`,
    ],
    approach: [
      "Cakes are baked the day before, then delivered and set up by the baker, with a cutting kit and boxes for leftovers.",
      "Gluten-free and vegan tiers come in the same flavours, so nobody gets the plain option.",
      "Dessert tables can include macarons, pies, cookies and a late-night donut wall.",
    ],
    packages: [
      {
        name: "Cutting cake and dessert bar",
        range: [300, 500],
        description: "A two-tier cutting cake plus three dozen assorted desserts.",
      },
      {
        name: "Three-tier cake for 100",
        range: [550, 850],
        description: "Three tiers, two flavours and a buttercream finish with fresh flowers placed on site.",
      },
      {
        name: "Four-tier custom cake for 150",
        range: [900, 1500],
        description: "Four tiers, a custom design with sugar flowers, delivery and setup.",
      },
    ],
    photoAlts: [
      "Three-tier buttercream wedding cake with fresh flowers",
      "Dessert table with macarons and mini tarts",
    ],
  },
  hairmakeup: {
    first: [
      "Glow",
      "Blush & Brush",
      "Gilded",
      "Bombshell",
      "Luxe",
      "Pretty Please",
      "Fresh Face",
      "Rose Gold",
      "Velvet",
      "Halo",
      "Mirror Mirror",
      "Finishing Touch",
      "Lash & Lace",
      "Soft Focus",
    ],
    last: ["Beauty", "Bridal Beauty", "Hair & Makeup", "Artistry", "Beauty Co."],
    taglines: [
      "On-site bridal hair and makeup that lasts through the last dance",
      "Soft, camera-ready looks for the whole wedding party",
      "Airbrush makeup and bridal styling, on location",
      "Timeless bridal beauty, never rushed",
    ],
    intros: [
      (f) =>
        `${f.name} is a team of ${f.team} artists who travel to venues and hotels across ${f.region}, so the wedding party gets ready in one place, on schedule.`,
      (f) =>
        `${f.founder} founded ${f.name} in ${f.since} after years backstage in ${f.cityName} theatre; looks are built for both photographs and a long, warm day.`,
      (f) =>
        `${f.name} specialises in soft, skin-first bridal makeup and hair that holds — braids, undone waves and classic chignons.`,
    ],
    approach: [
      "Every bride starts with a trial about two months out, and the team builds a getting-ready schedule that leaves time for photos.",
      "Products are long-wear and photo-tested, and a touch-up kit is left with the maid of honor.",
      "Lashes, an airbrush finish and a stay-for-touch-ups option can be added to any package.",
    ],
    packages: [
      {
        name: "Bride only",
        range: [250, 400],
        description: "Hair and makeup for the bride, with a trial beforehand.",
      },
      {
        name: "Bride plus four",
        range: [650, 950],
        description: "The bride with a trial, plus hair and makeup for four others on the day.",
      },
      {
        name: "Full party of eight",
        range: [1100, 1600],
        description: "Two artists: the bride with a trial plus seven others, lashes included.",
      },
    ],
    photoAlts: ["Makeup artist applying bridal makeup by a window", "Bridal updo with a pearl hair pin"],
  },
  transportation: {
    first: [
      "Classic",
      "Silver Arrow",
      "Grand",
      "Carriage House",
      "Midnight",
      "Gold Coast",
      "Vintage Wheels",
      "Luxe",
      "Pearl",
      "Crown",
      "Heritage",
      "Black Tie",
      "Red Carpet",
      "Parkway",
    ],
    last: ["Limousine", "Transportation", "Coach Co.", "Car Service", "Limo & Shuttle"],
    taglines: [
      "Vintage cars, limousines and guest shuttles",
      "Getting everyone there on time, in style",
      "Chauffeured cars for the couple and coaches for the guests",
      "On-time transportation with a red-carpet finish",
    ],
    intros: [
      (f) =>
        `${f.name} runs a fleet of ${f.team + 8} vehicles out of ${f.cityName}: a 1950s Rolls-Royce, stretch limousines and 30-passenger shuttles for guests.`,
      (f) =>
        `${f.name} has driven wedding parties around ${f.region} since ${f.since}; chauffeurs are uniformed, licensed and know the back roads to every venue.`,
      (f) =>
        `Family-owned by ${f.founder}, ${f.name} specialises in vintage getaway cars and hotel-to-venue guest shuttles.`,
    ],
    approach: [
      "Quotes include fuel, tolls and the driver's gratuity, with no surprise fees at the end of the night.",
      "Each booking gets a dispatcher who follows the timeline on the day and adjusts if things run late.",
      "Champagne, a red carpet and a Just Married sign are included in the couple's car.",
    ],
    packages: [
      {
        name: "Classic getaway car",
        range: [450, 700],
        description: "Three hours with a vintage car and chauffeur for the couple.",
      },
      {
        name: "Limousine, five hours",
        range: [800, 1200],
        description: "A stretch limousine for the wedding party, photo stops included.",
      },
      {
        name: "Guest shuttle",
        range: [1400, 2200],
        description: "Two 30-passenger coaches looping between hotel and venue all evening.",
      },
    ],
    photoAlts: [
      "Vintage getaway car with a Just Married sign",
      "Chauffeur holding the limousine door for a couple",
    ],
  },
  officiants: {
    first: [
      "Heartfelt",
      "Simply Said",
      "Joined",
      "With This Ring",
      "Gathered Here",
      "True Vows",
      "First Words",
      "Kind Words",
      "Promise",
      "Open Door",
      "Two Hearts",
      "Common Ground",
      "Lantern",
      "Evergreen",
    ],
    last: ["Ceremonies", "Officiants", "Wedding Ceremonies", "Celebrants", "Ceremony Co."],
    taglines: [
      "Personal ceremonies written around your story",
      "Religious, secular or somewhere in between",
      "Warm, funny, unhurried wedding ceremonies",
      "Bilingual and interfaith ceremonies, written with you",
    ],
    intros: [
      (f) =>
        `${f.founder} of ${f.name} has officiated more than ${f.count} weddings around ${f.cityName} — secular, interfaith and everything in between — and writes every ceremony from scratch.`,
      (f) =>
        `${f.name} is a small group of celebrants in ${f.region} who help couples write ceremonies that sound like them, with room for family readings and traditions.`,
      (f) =>
        `${f.name} officiates elopements at the courthouse, in parks and on rooftops, and full ceremonies for up to 400 guests.`,
    ],
    approach: [
      "It starts with a questionnaire and a long conversation over coffee; you see the draft script and can change every word.",
      "Rehearsal attendance, filing the marriage license and a keepsake copy of the ceremony are included.",
      "Ceremonies run 15 to 25 minutes, with a microphone for the officiant and one for readers.",
    ],
    packages: [
      {
        name: "Elopement ceremony",
        range: [200, 300],
        description: "A short ceremony for up to 20 guests, license filing included.",
      },
      {
        name: "Custom ceremony",
        range: [400, 650],
        description: "A ceremony written with you, one planning meeting and license filing.",
      },
      {
        name: "Ceremony with rehearsal",
        range: [600, 900],
        description: "A custom ceremony, two planning meetings, the rehearsal and a keepsake script.",
      },
    ],
    photoAlts: [
      "Officiant leading a ceremony under a floral arch",
      "Couple exchanging rings in front of their officiant",
    ],
  },
  bartenders: {
    first: [
      "Shaken & Stirred",
      "Top Shelf",
      "Last Call",
      "The Copper Tap",
      "Bitters & Bubbles",
      "Highball",
      "Lemon Twist",
      "Tipsy",
      "Two Olives",
      "Barrel & Bloom",
      "Rocks Glass",
      "Cheers",
      "Old Fashioned",
      "Juniper",
    ],
    last: ["Bar Co.", "Bartending", "Mobile Bar", "Bar Service", "Cocktails"],
    taglines: [
      "Licensed, insured bartenders and a bar that looks the part",
      "Signature cocktails and a mobile bar for any venue",
      "Craft cocktails, poured fast",
      "Beer, wine and cocktails without the long line",
    ],
    intros: [
      (f) =>
        `${f.name} brings licensed, insured bartenders and a converted vintage horse-trailer bar to venues across ${f.region}.`,
      (f) =>
        `${f.name} was founded by ${f.founder}, a ${f.cityName} cocktail bartender, to bring proper cocktails to weddings — fresh juice, good ice and fast service.`,
      (f) =>
        `${f.name} runs bar service for weddings of 50 to 350 guests, and plans exactly how much to buy so nothing goes to waste.`,
    ],
    approach: [
      "You buy the alcohol from a shopping list we send, or choose a package where we supply it; either way, glassware, ice and mixers are handled.",
      "Two signature cocktails are designed with you at a tasting, named however you like.",
      "One bartender per 50 guests keeps lines short, and service stops on time as your venue requires.",
    ],
    packages: [
      {
        name: "Beer and wine service",
        range: [700, 1000],
        description: "Two bartenders for five hours, ice, cups and a beer-and-wine setup for 100 guests.",
      },
      {
        name: "Full bar service",
        range: [1300, 2000],
        description:
          "A full bar with mixers, garnishes and glassware for 100 guests; you supply the alcohol.",
      },
      {
        name: "Signature cocktail bar",
        range: [2200, 3200],
        description: "The mobile bar, two custom cocktails with a tasting, glassware and three bartenders.",
      },
    ],
    photoAlts: [
      "Bartender pouring a signature cocktail at a mobile bar",
      "Row of garnished cocktails on a wedding bar",
    ],
  },
  decorators: {
    first: [
      "Gather & Glow",
      "Petite Maison",
      "Velvet Rope",
      "Ivory Lane",
      "Lantern Lane",
      "Arbor",
      "Candle & Linen",
      "Silk Road",
      "Wild Honey",
      "Paper Lantern",
      "Golden Thread",
      "Marquee",
      "Hollow Pine",
      "Pearl & Twine",
    ],
    last: ["Decor", "Events & Decor", "Design Co.", "Rentals", "Event Styling"],
    taglines: [
      "Arches, draping and lighting that transform a room",
      "Décor design and rentals for ceremony and reception",
      "Styling, setup and teardown — you just walk in",
      "Candlelight, draping and details, handled",
    ],
    intros: [
      (f) =>
        `${f.name} is a ${f.cityName} event-styling studio with a warehouse of arches, draping, lounge furniture and more than two thousand candles.`,
      (f) =>
        `${f.founder} started ${f.name} in ${f.since} to help couples turn plain halls and barns into something personal; the team designs, delivers, sets up and clears away.`,
      (f) =>
        `${f.name} designs ceremony backdrops, ceiling draping and table styling for venues across ${f.region}, with every piece available to rent.`,
    ],
    approach: [
      "Each booking starts with a design meeting and a 3D sketch of the room, and the quote lists every item so nothing is a surprise.",
      "Setup and teardown are included, timed around your venue's access hours.",
      "Rental pieces mix happily with things you already own — heirloom frames, your own signs, a grandmother's tablecloths.",
    ],
    packages: [
      {
        name: "Ceremony arch and aisle",
        range: [500, 800],
        description: "A styled ceremony arch with draping and aisle markers, setup included.",
      },
      {
        name: "Reception décor",
        range: [1500, 2500],
        description: "Table styling, candles, linens and a sweetheart-table backdrop.",
      },
      {
        name: "Full venue transformation",
        range: [3500, 6000],
        description:
          "Ceiling draping, lighting, lounge furniture and full styling of ceremony and reception.",
      },
    ],
    photoAlts: [
      "Draped ceremony arch with candles along the aisle",
      "Reception hall with ceiling draping and warm lighting",
    ],
  },
};

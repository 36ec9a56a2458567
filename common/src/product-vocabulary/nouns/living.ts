import { nounTable } from '../table';

/** Furniture: curated by Vikreta (not measured search data), as of November 2026. */
export const furnitureNouns = nounTable(
  'Furniture',
  `
@seating
types: ergonomic, high back, mid back, revolving, adjustable
materials: mesh, fabric, leatherette, wooden, plastic, metal
uses: for office, for home, for study, for work from home
features: with armrest, with headrest, with lumbar support, with wheels
prices: 2000 3000 5000 8000
band: 999 3000 8000 30000
checklist: material dimensions assembly colour warranty

@chair
types: foldable, stackable
materials: plastic, wooden, metal
uses: for home, for office
prices: 500 1000 1500 2000
band: 299 700 1500 6000
checklist: material dimensions colour count

@table
types: wooden, engineered wood
materials: engineered wood, solid wood, sheesham, metal, mdf
uses: for home
features: with drawer, with storage, with shelf
prices: 2000 3000 5000 8000
band: 999 3000 8000 40000
checklist: material dimensions assembly colour warranty

@storage-furniture
materials: engineered wood, solid wood, sheesham, metal
uses: for living room, for home, for office
features: with drawers, with lock
prices: 2000 3000 5000 10000
band: 999 3500 10000 50000
checklist: material dimensions assembly colour warranty count

@sofa-bed
materials: fabric, leatherette
uses: for home
prices: 10000 15000 20000 30000
band: 6999 15000 35000 150000
checklist: material dimensions assembly colour warranty

@bean
types: xl, xxl, xxxl, filled, without beans
materials: leatherette, fabric, velvet
uses: for living room, for kids, for adults
prices: 500 1000 2000
band: 399 900 2000 6000
checklist: size material colour

# A cover sold empty, to be filled at home: sizes, fabrics and who sits in it.
@bean-cover
types: xl, xxl, xxxl, without beans, printed
materials: leatherette, faux leather, fabric, velvet
uses: for living room, for kids, for adults
prices: 300 500 800 1000
band: 249 500 1000 3000
checklist: size material colour

office chair; seating; desk chair, study chair, revolving chair; ofice chair, office chiar; ऑफिस चेयर; ऑफिस खुर्ची; அலுவலக நாற்காலி; ఆఫీస్ కుర్చీ; অফিস চেয়ার; 4
plastic chair; chair; chair, chairs; plastik chair; प्लास्टिक कुर्सी, कुर्सी; खुर्ची; பிளாஸ்டிக் நாற்காலி, நாற்காலி; ప్లాస్టిక్ కుర్చీ, కుర్చీ; প্লাস্টিকের চেয়ার, চেয়ার; 3; sizes=set of 2, set of 4 / features=with armrest
stool; chair; bar stool, plastic stool, puffy; stol, tool; स्टूल; ; ஸ்டூல்; స్టూల్; টুল; 2
recliner; sofa-bed; recliner chair, recliner sofa; recliner sofa chair, recliners; रिक्लाइनर; ; ரெக்லைனர்; రిక్లైనర్; রিক্লাইনার; 2; types=manual, motorised, 3 seater, 2 seater / features=with cushions / uses=for living room, for bedroom
sofa; sofa-bed; sofa set, couch; sofaa, sopha; सोफा, सोफा सेट; सोफा; சோபா; సోఫా; সোফা; 4; types=3+1+1, 3 seater, 2 seater, l shape / materials=solid wood, sheesham, engineered wood / features=with cushions / uses=for living room
sofa cum bed; sofa-bed; sofa bed, futon; sofa come bed; सोफा कम बेड; ; சோபா கம் பெட்; సోఫా కమ్ బెడ్; সোফা কাম বেড; 3; types=3 seater, 2 seater, single, double / materials=solid wood, sheesham, engineered wood, metal / features=with storage, with cushions / uses=for living room, for bedroom
bed; sofa-bed; double bed, king size bed, bed frame; bedd, palang; बेड, पलंग; पलंग; கட்டில்; మంచం; খাট; 4; types=king size, queen size, single, double / materials=solid wood, sheesham, engineered wood, metal / features=with storage / uses=for bedroom
dining table; table; dining table set, dining set; dinning table; डाइनिंग टेबल; ; சாப்பாட்டு மேசை; డైనింగ్ టేబుల్; ডাইনিং টেবিল; 4; types=4 seater, 6 seater / features=with chairs
study table; table; study desk, writing table, kids study table; studdy table, stady table; स्टडी टेबल; अभ्यास टेबल; படிப்பு மேசை; స్టడీ టేబుల్; স্টাডি টেবিল; 4; types=foldable, wall mounted, computer / uses=for study, for kids, for work from home, for office
computer table; table; computer desk, office table, work desk; computar table; कंप्यूटर टेबल; ; கணினி மேசை; కంప్యూటర్ టేబుల్; কম্পিউটার টেবিল; 3; types=foldable, wall mounted, study / uses=for study, for kids, for work from home, for office
coffee table; table; centre table, center table, tea table; cofee table; कॉफी टेबल, सेंटर टेबल; ; காபி மேசை; కాఫీ టేబుల్; কফি টেবিল; 3; uses=for office
bedside table; table; side table, nightstand; bed side table; बेडसाइड टेबल; ; படுக்கை அருகு மேசை; బెడ్‌సైడ్ టేబుల్; বেডসাইড টেবিল; 2
wardrobe; storage-furniture; almirah, cupboard; wardrob, almari; अलमारी; कपाट; அலமாரி; అల్మారా, బీరువా; আলমারি; 4; types=2 door, 3 door, foldable / materials=plastic / features=with mirror / uses=for bedroom, for kids
bookshelf; storage-furniture; book rack, book shelf, bookcase; book self, bukshelf; बुकशेल्फ, किताबों की अलमारी; ; புத்தக அலமாரி; పుస్తకాల అర; বইয়ের তাক; 3; types=4 shelf, 5 shelf, open, wall mounted / uses=for bedroom, for kids
shoe rack; storage-furniture; shoe stand, shoe cabinet; shoe rak, shoes rack; जूता रैक, शू रैक; ; காலணி அலமாரி; షూ ర్యాక్; জুতোর র‍্যাক; 4; types=2 door, 3 door, 4 shelf, 5 shelf, open, foldable, wall mounted / materials=plastic
tv unit; storage-furniture; tv stand, tv cabinet, entertainment unit; t v unit; टीवी यूनिट; ; டிவி யூனிட்; టీవీ యూనిట్; টিভি ইউনিট; 3; types=wall mounted / uses=for bedroom
dressing table; storage-furniture; vanity table, dresser; dresing table; ड्रेसिंग टेबल; ; டிரெஸ்ஸிங் டேபிள்; డ్రెస్సింగ్ టేబుల్; ড্রেসিং টেবিল; 3; features=with mirror / uses=for bedroom
bean bag; bean; bean bag chair, beanbag; been bag, bean beg; बीन बैग; ; பீன் பேக்; బీన్ బ్యాగ్; বিন ব্যাগ; 3
bean bag cover; bean-cover; beanbag cover, bean bag chair cover; been bag cover, bean beg cover, bin bag cover; बीन बैग कवर; बीन बॅग कव्हर, बीन बैग कवर; பீன் பேக் கவர்; బీన్ బ్యాగ్ కవర్; বিন ব্যাগ কভার; 3
`,
);

/** Decor: curated by Vikreta (not measured search data), as of November 2026. */
export const decorNouns = nounTable(
  'Decor',
  `
@wall-decor
types: modern, vintage, designer
uses: for living room, for bedroom, for office, for home decor, for gifting
prices: 300 500 1000 2000
band: 199 600 2000 15000
checklist: material dimensions count colour

@festive-decor
types: handmade, decorative, traditional
sizes: set of 4, set of 6, set of 12
uses: for diwali, for puja, for home decor, for gifting, for festivals
prices: 200 300 500 1000
band: 99 300 1000 8000
checklist: material count dimensions

@lights-decor
types: led, decorative, warm white, multicolour, battery operated, plug in
sizes: pack of 2
uses: for diwali, for christmas, for bedroom, for party, for home decor, for wedding
prices: 200 300 500 1000
band: 99 300 800 3000
checklist: dimensions count colour wattage

@table-lamp
types: led, rechargeable, wooden, ceramic, metal, touch, foldable
sizes: pack of 2
uses: for reading, for study, for bedroom, for office desk, for home decor
prices: 500 1000 1500 2000
band: 299 800 2000 8000
checklist: dimensions wattage battery colour material

@figurine
types: decorative, handcrafted
uses: for home decor, for gifting, for office
prices: 300 500 1000 2000
band: 199 600 2000 20000
checklist: material dimensions weight colour

@floor-decor
types: handmade, printed, shaggy, anti-skid, traditional
materials: cotton, wool, jute, polyester, silk
sizes: 4 x 6 feet, 5 x 7 feet
uses: for living room, for bedroom, for home decor
prices: 500 1000 2000 3000
band: 299 1000 3000 30000
checklist: material dimensions colour

# A home temple: a piece of furniture, sold by wood, size and doors.
@mandir
types: wall mounted, handcrafted, carved
materials: sheesham wood, mdf, engineered wood, marble, brass
sizes: 18 inch, 24 inch, 36 inch
uses: for home, for puja room, for office
features: with door, with led light, with drawer
prices: 1000 2000 5000 10000
band: 599 2000 6000 40000
checklist: material dimensions assembly colour

@diffuser
types: electric, ultrasonic, usb, cool mist
materials: ceramic, wooden, plastic, glass
uses: for home, for bedroom, for office
features: with led light, with timer, with essential oils, with remote
prices: 500 1000 1500 2000
band: 299 800 2000 6000
checklist: capacity wattage material warranty

@incense
uses: for puja, for temple, for gifting
prices: 100 200 300
band: 30 100 300 1500
checklist: count weight

@pooja
types: brass, silver plated, german silver, handcrafted, decorative
materials: brass, copper, german silver, silver plated
uses: for puja, for diwali, for temple, for gifting
prices: 300 500 1000
band: 149 500 1500 10000
checklist: material dimensions count

wall clock; wall-decor; clock, wall watch; wal clock, wall clok; दीवार घड़ी, वॉल क्लॉक; भिंतीवरील घड्याळ; சுவர் கடிகாரம்; గోడ గడియారం; দেওয়াল ঘড়ি; 4; types=silent, pendulum, wooden, metal, 3d / materials=wooden, metal, mdf, glass / sizes=12 inch
wall art; wall-decor; wall decor, wall painting; wallart, wall paintng; वॉल आर्ट; ; சுவர் அலங்காரம்; వాల్ ఆర్ట్; দেওয়াল সজ্জা; 4; types=wooden, metal, 3d, handmade / materials=wooden, metal, mdf, canvas, glass / sizes=set of 3, set of 5
wall hanging; wall-decor; wall decor, hanging decor; wal hanging, wall hangging; वॉल हैंगिंग; भिंतीवरील सजावट; சுவர் தொங்கல்; వాల్ హ్యాంగింగ్; দেওয়ালে ঝোলানো সজ্জা; 3; types=macrame, boho, handmade, beaded / materials=cotton, jute, wooden, beads
painting; wall-decor; canvas painting, paintings, framed painting; panting, paintng; पेंटिंग; चित्र; ஓவியம்; పెయింటింగ్; পেইন্টিং, ছবি; 4; types=religious, abstract, modern art, handmade / materials=canvas / sizes=set of 3, set of 5
photo frame; wall-decor; picture frame, photo frames; foto frame, photoframe; फोटो फ्रेम; ; புகைப்பட சட்டம்; ఫోటో ఫ్రేమ్; ফটো ফ্রেম; 4; sizes=4x6, 5x7, set of 6, collage / types=wooden, metal, handmade / materials=wooden, metal, mdf, glass
wall shelf; wall-decor; floating shelf, wall rack; wal shelf; वॉल शेल्फ; ; சுவர் அலமாரி; వాల్ షెల్ఫ్; দেওয়াল তাক; 3; types=wooden, metal / materials=wooden, metal, mdf / sizes=set of 3, set of 5
wall mirror; wall-decor; mirror, decorative mirror; wal mirror, mirar; आईना, दर्पण; आरसा; கண்ணாடி; అద్దం; আয়না; 3; types=round, sunburst, wooden, metal / materials=wooden, metal
wall sticker; wall-decor; wall decal, wallpaper; wal sticker; वॉल स्टिकर; ; சுவர் ஸ்டிக்கர்; వాల్ స్టిక్కర్; দেওয়াল স্টিকার; 3; materials=vinyl / types=3d / sizes=set of 3, set of 5
diya; festive-decor; diyas, oil lamp, deepak; diye, dia; दीया, दीपक; पणती; அகல் விளக்கு; ప్రమిద, దీపం; প্রদীপ; 4; types=brass, clay, led / materials=brass, clay, terracotta, metal
candles; festive-decor; candle, scented candles; candels, mombatti; मोमबत्ती; मेणबत्ती; மெழுகுவர்த்தி; కొవ్వొత్తులు; মোমবাতি; 3; types=scented, tealight, jar, led / materials=wax
torans; festive-decor; toran, door hanging, bandhanwar; torana, toran door; तोरण, बंदनवार; तोरण; தோரணம்; తోరణం; তোরণ; 3; materials=fabric, beads / types=led
rangoli; festive-decor; rangoli colours, rangoli stencil, rangoli mat; rangoli colour, rangolee; रंगोली; रांगोळी; கோலம், ரங்கோலி; ముగ్గు, రంగోలి; আলপনা, রঙ্গোলি; 3
fairy lights; lights-decor; string lights, led string lights, decorative lights, diwali lights, serial lights, led lights, led strip lights, jhalar; fairy lite, jhalar lights, serial light, siriyal light, seriel lights, diwali light, ledi lights; फेयरी लाइट्स, झालर, सीरियल लाइट, दिवाली लाइट; तोरण दिवे, माळ दिवे; அலங்கார விளக்குகள்; ఫెయిరీ లైట్స్; ফেয়ারি লাইট, টুনি বাল্ব; 4; sizes=10 metre, 15 metre
table lamp; table-lamp; lamp, study lamp, night lamp; tabel lamp; टेबल लैंप; ; மேசை விளக்கு; టేబుల్ ల్యాంప్; টেবিল ল্যাম্প; 3; materials=wooden, metal, ceramic
lantern; lights-decor; hanging lantern, kandil, akash kandil; lantarn, kandeel; लालटेन, कंदील; आकाशकंदील; லாந்தர் விளக்கு; లాంతరు; লণ্ঠন; 2
showpiece; figurine; decorative showpiece, home decor items; show piece, sopiece; शोपीस; ; அலங்காரப் பொருள்; షోపీస్; শোপিস; 3; types=antique, brass, marble, resin / materials=brass, resin, marble, ceramic, polyresin / uses=for car dashboard
idol; figurine; god idol, ganesh idol, murti; idle, moorti; मूर्ति; मूर्ती; சிலை; విగ్రహం; মূর্তি; 4; types=ganesha, lakshmi, buddha, antique, brass, marble, resin / materials=brass, resin, marble, ceramic, polyresin / uses=for puja room, for car dashboard
artificial flowers; figurine; fake flowers, artificial plants; artifical flowers; आर्टिफिशियल फूल; ; செயற்கை பூக்கள்; కృత్రిమ పువ్వులు; কৃত্রিম ফুল; 3; features=with vase
vase; figurine; flower vase, flower pot for decor; vaas, vase pot; फूलदान; फुलदाणी; பூச்சாடி; పూలకుండీ; ফুলদানি; 2; types=antique, brass / materials=brass, ceramic
wind chimes; figurine; wind chime, hanging bells; windchimes, wind chimess; विंड चाइम्स; ; காற்று மணி; విండ్ చైమ్స్; উইন্ড চাইম; 2; uses=for balcony / materials=brass
# A craft named before it ('dhokra figurine') is no type here: other materials and kinds would then be offered with it.
figurine; figurine; statue, sculpture; figurin, figureen; स्टैच्यू, फिगरीन; पुतळा, स्टॅच्यू; சிற்பம், உருவச்சிலை; శిల్పం, ఫిగరిన్; ভাস্কর্য, ফিগারিন; 3; types=antique, modern, abstract / materials=brass, bell metal, bronze, resin, polyresin, ceramic, marble, wood / uses=for living room, for table decor / sizes=set of 2, set of 3
dream catcher; wall-decor; ; dreamcatcher, dream cacher, dreamcather; ड्रीम कैचर; ; ட்ரீம் கேட்சர்; డ్రీమ్ క్యాచర్; ড্রিম ক্যাচার; 3; types=handmade, boho, feather, beaded, led, wall hanging / materials=cotton, wool / uses=for car, for balcony
aroma diffuser; diffuser; essential oil diffuser, aroma oil diffuser, diffuser; aroma difuser, arom diffuser, aroma defuser; अरोमा डिफ्यूज़र; ; அரோமா டிஃப்யூசர்; అరోమా డిఫ్యూజర్; অ্যারোমা ডিফিউজার; 3
carpet; floor-decor; rug, area rug, dari; carpat, galicha; कालीन, दरी; गालिचा; கம்பளம்; తివాచీ; কার্পেট, গালিচা; 3
pooja thali; pooja; puja thali, aarti thali, puja plate; pooja thaali; पूजा थाली; पूजेचे ताट; பூஜை தட்டு; పూజ పళ్ళెం; পুজোর থালা; 3; sizes=set of 7
incense sticks; incense; agarbatti, dhoop; agarbati, incense stick; अगरबत्ती, धूप; उदबत्ती; ஊதுபத்தி; అగరుబత్తీలు; ধূপকাঠি; 4; types=sandalwood, rose, natural / sizes=pack of 12, 100 sticks
brass lamp; pooja; samai, kuthu vilakku, akhand diya; pital diya; पीतल दीया, समई; समई; குத்துவிளக்கு; ఇత్తడి దీపం; পিতলের প্রদীপ; 3
pooja mandir; mandir; mandir, puja mandir, home temple, temple for home; pooja mandhir, puja ghar, pooja ghar; पूजा मंदिर, मंदिर; देव्हारा; பூஜை மண்டபம், பூஜை அலமாரி; పూజా మందిరం; ঠাকুরের আসন, পুজোর মন্দির; 4
`,
);

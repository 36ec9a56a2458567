import { nounTable } from '../table';

/** Health: curated by Vikreta (not measured search data), as of November 2026. */
export const healthNouns = nounTable(
  'Health',
  `
@supplement
types: capsules, gummies
sizes: pack of 2
uses: for daily use, for hair and skin
audiences: for men, for women, for kids, for adults
prices: 300 500 800 1000
band: 199 500 1200 4000
checklist: count ingredients ageGroup shelfLife certification

@protein
types: whey, plant, isolate, chocolate, unflavoured, mass gainer
sizes: 1 kg, 2 kg, 500 g
uses: for muscle gain, for weight gain, for gym, for beginners
audiences: for men, for women
prices: 1000 2000 3000
band: 699 1800 3500 9000
checklist: weight flavour ingredients shelfLife certification

@toothbrush
types: soft, medium, hard, charcoal, bamboo, sensitive
sizes: pack of 2, pack of 4, pack of 6
uses: for sensitive teeth, for braces, for daily use
audiences: for kids, for adults
prices: 100 200 300
band: 20 80 250 800
checklist: count bristleType handleMaterial ageGroup

@oral-care
types: herbal, sensitive, whitening, mint
sizes: pack of 2
uses: for sensitive teeth, for kids, for adults
audiences: for kids, for adults
prices: 100 200 500
band: 49 150 500 3000
checklist: weight capacity count ingredients

@health-device
types: portable
features: with carry case
uses: for home use, for elderly, for travel
prices: 500 1000 1500 2000
band: 299 900 2000 8000
checklist: battery warranty count

@first-aid
uses: for home use, for travel
prices: 300 500 1000
band: 199 500 1200 4000
checklist: count dimensions

@support
types: adjustable, breathable, orthopaedic, elastic
sizes: small, medium, large, xl
uses: for gym, for elderly, for sports
audiences: for men, for women
prices: 300 500 1000
band: 149 400 1000 3000
checklist: size material count

@hygiene
uses: for daily use, for travel
prices: 100 200 300 500
band: 49 150 400 1500
checklist: count size material

@sanitizer
types: alcohol based
uses: for daily use, for travel
prices: 100 200 300
band: 49 150 400 1500
checklist: capacity ingredients

@wellness
types: ayurvedic, herbal, sugar free, classic
sizes: 500 g, 1 kg
uses: for immunity, for daily use, for winter
audiences: for kids, for adults
prices: 200 300 500
band: 149 300 600 1500
checklist: weight ingredients shelfLife certification ageGroup

# Ayurvedic powders, resins and husks sold by weight or as capsules: no vitamin or gym words.
@ayurveda
types: ayurvedic, natural, pure
uses: for daily use
audiences: for men, for women
prices: 200 300 500 1000
band: 99 250 600 3000
checklist: weight count ingredients shelfLife certification

multivitamin; supplement; multivitamin tablets, multivitamins; multi vitamin, multivitamine; मल्टीविटामिन; ; மல்டிவைட்டமின்; మల్టీవిటమిన్; মাল্টিভিটামিন; 4; types=effervescent, tablets, chewable / sizes=60 tablets, 90 tablets / uses=for bones, for energy
vitamin c tablets; supplement; vitamin c, vitamin c supplement; vitamin see tablets; विटामिन सी टैबलेट; ; வைட்டமின் சி மாத்திரை; విటమిన్ సి మాత్రలు; ভিটামিন সি ট্যাবলেট; 3; types=effervescent, tablets, chewable / sizes=60 tablets, 90 tablets
fish oil; supplement; omega 3, omega 3 capsules; fishoil, omega3; फिश ऑयल, ओमेगा 3; ; மீன் எண்ணெய், ஒமேகா 3; ఫిష్ ఆయిల్, ఒమేగా 3; ফিশ অয়েল, ওমেগা ৩; 3; uses=for bones
calcium tablets; supplement; calcium supplement, calcium vitamin d3; calcium tablet; कैल्शियम टैबलेट; ; கால்சியம் மாத்திரை; కాల్షియం మాత్రలు; ক্যালসিয়াম ট্যাবলেট; 3; types=tablets, chewable / sizes=60 tablets, 90 tablets / uses=for bones
protein powder; protein; whey protein, protein supplement, whey; protien powder, protein pwder; प्रोटीन पाउडर; ; புரோட்டீன் பவுடர்; ప్రోటీన్ పౌడర్; প্রোটিন পাউডার; 5
chyawanprash; wellness; chyavanprash, chawanprash; chyawanprash; च्यवनप्राश; ; சியவனப்பிராஷ்; చ్యవనప్రాశ్; চ্যবনপ্রাশ; 3
toothbrush; toothbrush; tooth brush, toothbrushes; tuth brush, toothbrus; टूथब्रश; ; பல் துலக்கி, டூத் பிரஷ்; టూత్ బ్రష్; টুথব্রাশ; 4
toothpaste; oral-care; tooth paste, dental cream; tuthpaste, toothpast; टूथपेस्ट; ; பற்பசை, டூத் பேஸ்ட்; టూత్ పేస్ట్; টুথপেস্ট; 4; sizes=100 g, 150 g / types=charcoal / uses=for braces
mouthwash; oral-care; mouth wash, oral rinse; mouthwsh; माउथवॉश; ; மவுத்வாஷ்; మౌత్‌వాష్; মাউথওয়াশ; 2; sizes=250 ml, 500 ml / uses=for braces
bp monitor; health-device; blood pressure monitor, bp machine; b p machine, bp meter; बीपी मशीन, बीपी मॉनिटर; ; பிபி மானிட்டர்; బీపీ మెషిన్; বিপি মেশিন; 3; types=fully automatic, automatic, digital / features=with batteries
glucometer; health-device; blood sugar machine, sugar test machine; glucometre, glucomitor; ग्लूकोमीटर, शुगर मशीन; ; குளுக்கோமீட்டர்; గ్లూకోమీటర్; গ্লুকোমিটার; 3; features=with strips, with batteries / types=digital
thermometer; health-device; digital thermometer, infrared thermometer; termometer, thermameter; थर्मामीटर; ; வெப்பமானி, தெர்மாமீட்டர்; థర్మామీటర్; থার্মোমিটার; 3; types=digital / features=with batteries
pulse oximeter; health-device; oximeter, spo2 meter; oxymeter, pulse oxymeter; ऑक्सीमीटर; ; ஆக்ஸிமீட்டர்; ఆక్సీమీటర్; অক্সিমিটার; 3; types=digital / features=with batteries
nebulizer; health-device; nebuliser, steam inhaler, vaporizer; nebulizar, nebuliser machine; नेबुलाइज़र, भाप की मशीन; ; நெபுலைசர்; నెబ్యులైజర్; নেবুলাইজার; 2; types=rechargeable
weighing scale; health-device; weight machine, digital weighing scale, body weight scale; weight mashine; वज़न मशीन; वजन काटा; எடை இயந்திரம்; బరువు యంత్రం; ওজন মাপার যন্ত্র; 4; types=digital, rechargeable / features=with batteries
heating pad; health-device; electric heating pad, hot water bag; heating pd, hot bag; हीटिंग पैड, गर्म पानी की थैली; ; ஹீட்டிங் பேட்; హీటింగ్ ప్యాడ్; হিটিং প্যাড; 3; uses=for back pain, for period pain / types=rechargeable
knee support; support; knee cap, knee brace; knee suport, nee cap; नी सपोर्ट, नी कैप; ; முழங்கால் சப்போர்ட்; మోకాలి సపోర్ట్; নী সাপোর্ট; 3; uses=for knee pain
back support belt; support; lumbar belt, back belt; bak support belt; बैक सपोर्ट बेल्ट; ; முதுகு சப்போர்ட் பெல்ட்; బ్యాక్ సపోర్ట్ బెల్ట్; ব্যাক সাপোর্ট বেল্ট; 3; uses=for back pain
sanitary pads; hygiene; sanitary napkins, pads; sanitery pads, sanitary pad; सैनिटरी पैड; ; சானிட்டரி நாப்கின்; శానిటరీ ప్యాడ్స్; স্যানিটারি প্যাড; 4; audiences=for teens, for women / types=ultra thin, xl, overnight, disposable, reusable / uses=for heavy flow / sizes=pack of 10, pack of 20, pack of 40
menstrual cup; hygiene; period cup; menstural cup; मेंस्ट्रुअल कप; ; மாதவிடாய் கப்; మెన్‌స్ట్రువల్ కప్; মেনস্ট্রুয়াল কাপ; 3; sizes=small, medium, large / types=reusable / uses=for heavy flow / audiences=for women
adult diapers; hygiene; adult diaper pants; adult dipers; एडल्ट डायपर; ; பெரியவர் டயப்பர்; అడల్ట్ డైపర్స్; অ্যাডাল্ট ডায়াপার; 3; audiences=for elderly, for adults / types=overnight, disposable / sizes=pack of 10, pack of 20, pack of 40
first aid kit; first-aid; first aid box, medical kit; first ad kit; फर्स्ट एड किट; ; முதலுதவி பெட்டி; ప్రథమ చికిత్స కిట్; ফার্স্ট এইড কিট; 2; uses=for car, for office
hand sanitizer; sanitizer; sanitizer, sanitiser; sanitizar, sanitiser; हैंड सैनिटाइज़र; ; ஹேண்ட் சானிடைசர்; హ్యాండ్ శానిటైజర్; হ্যান্ড স্যানিটাইজার; 2; sizes=100 ml, 500 ml
churna; ayurveda; ; churan, choornam, churnam; चूर्ण, चूरन; चूर्ण; சூரணம், சூர்ணம்; చూర్ణం; চূর্ণ; 3; types=herbal, organic / sizes=100 g, 200 g, 500 g / uses=for digestion, for acidity, for constipation
triphala churna; ayurveda; triphala powder, triphala; triphla churna, trifala churna, triphala churan; त्रिफला चूर्ण, त्रिफला; ; திரிபலா சூரணம், திரிபலா; త్రిఫల చూర్ణం, త్రిఫల; ত্রিফলা চূর্ণ, ত্রিফলা; 3; types=herbal, organic / sizes=100 g, 200 g, 500 g / uses=for digestion, for constipation
ashwagandha; ayurveda; ; ashwgandha, aswagandha, ashvagandha, asgandh; अश्वगंधा; ; அஸ்வகந்தா, அமுக்கரா; అశ్వగంధ; অশ্বগন্ধা; 4; types=organic, herbal / uses=for stress
shilajit; ayurveda; ; shilajeet, silajit, shilajith; शिलाजीत; ; ஷிலாஜித், சிலாசத்து; శిలాజిత్; শিলাজিৎ; 4; types=himalayan / sizes=10 g, 20 g
isabgol; ayurveda; psyllium husk, sat isabgol, isabgol husk; isabgul, isapgol, isabgoal, ispaghula; ईसबगोल; इसबगोल; இசப்கோல்; ఇసబ్‌గోల్; ইসবগুল; 4; types=organic / sizes=100 g, 200 g, 500 g / uses=for constipation, for digestion
massager; health-device; massage machine; masager, massager machine; मसाजर, मालिश मशीन; ; மசாஜர்; మసాజర్; ম্যাসাজার; 4; types=handheld, cordless, rechargeable / uses=for body pain / features=with attachments
`,
);

/** Baby Products: curated by Vikreta (not measured search data), as of November 2026. */
export const babyNouns = nounTable(
  'Baby Products',
  `
@diaper
types: pant style, taped, overnight, newborn, small, medium, large, xl
sizes: pack of 2, 56 count, 72 count
uses: for newborn, for overnight, for travel
audiences: for babies, for baby boy, for baby girl
prices: 500 800 1000 1500
band: 299 700 1300 3000
checklist: size count ageGroup weight

@baby-care
types: gentle, mild, moisturising
sizes: 100 ml, 200 ml, pack of 2, combo
uses: for newborn, for dry skin, for daily use
audiences: for babies, for kids
prices: 200 300 500
band: 99 250 600 2000
checklist: capacity ageGroup ingredients shelfLife count

@feeding
types: bpa free
materials: silicone, plastic
sizes: pack of 2
uses: for toddlers, for travel
audiences: for babies
prices: 200 300 500
band: 149 350 800 2500
checklist: capacity material ageGroup count

@baby-food
types: organic, instant
uses: for toddlers
audiences: for babies
prices: 200 300 500
band: 149 300 600 1500
checklist: weight ageGroup ingredients shelfLife flavour

@baby-gear
types: foldable, lightweight, adjustable, travel, 3 in 1
uses: for newborn, for travel, for toddlers
audiences: for babies, for kids
prices: 1000 2000 3000 5000
band: 799 2000 5000 20000
checklist: ageGroup weight dimensions material warranty

@baby-net
types: foldable
uses: for newborn, for travel
audiences: for babies
prices: 300 500 800 1000
band: 199 400 900 3000
checklist: dimensions material

@baby-wear
types: cotton, winter
materials: cotton, hosiery, muslin, wool
sizes: pack of 3
uses: for newborn, for winter, for summer
audiences: for baby boy, for baby girl
prices: 300 500 800
band: 199 500 1200 3000
checklist: size material ageGroup count

@baby-bag
types: waterproof, multipurpose, large, backpack
materials: polyester, nylon, canvas
uses: for travel, for hospital, for baby
audiences: for mothers, for moms
features: with changing mat, with insulated pockets
prices: 500 1000 1500 2000
band: 399 900 2000 6000
checklist: capacity material dimensions colour

# Creams for a baby's nappy area, sold by weight: no lotion sizes in ml, no dry-skin uses.
@rash-cream
types: zinc oxide, natural, ayurvedic, gentle
sizes: 20 g, 50 g, 75 g, 100 g
uses: for newborn, for diaper rash, for daily use
audiences: for babies
prices: 200 300 500
band: 99 200 400 1000
checklist: weight ageGroup ingredients shelfLife

@baby-hygiene
types: portable, anti-slip
materials: plastic
uses: for toddlers
audiences: for babies, for kids
prices: 300 500 1000
band: 199 450 1000 3000
checklist: ageGroup material dimensions colour

diapers; diaper; diaper pants, nappies, baby diapers, diaper; dipers, daipers, diper; डायपर; ; டயப்பர்; డైపర్లు; ডায়াপার; 5
baby wipes; baby-care; wet wipes, wipes; baby waips, wet whipes; बेबी वाइप्स; ; பேபி வைப்ஸ்; బేబీ వైప్స్; বেবি ওয়াইপস; 4; types=water based, unscented / sizes=72 wipes, pack of 3
baby lotion; baby-care; baby moisturiser; baby losion; बेबी लोशन; ; பேபி லோஷன்; బేబీ లోషన్; বেবি লোশন; 3; uses=for massage
baby oil; baby-care; baby massage oil; babi oil; बेबी ऑयल, बेबी मसाज ऑयल; ; பேபி ஆயில்; బేబీ ఆయిల్; বেবি অয়েল; 3; uses=for massage
baby shampoo; baby-care; baby hair wash; baby shampo; बेबी शैम्पू; ; பேபி ஷாம்பு; బేబీ షాంపూ; বেবি শ্যাম্পু; 3; types=tear free
diaper rash cream; rash-cream; nappy rash cream, baby rash cream, diaper cream, nappy cream, rash cream; daiper rash cream, diper rash cream, diaper rash creme, dipper rash cream; डायपर रैश क्रीम, रैश क्रीम; ; டயப்பர் ரேஷ் கிரீம்; డైపర్ ర్యాష్ క్రీమ్; ডায়াপার র‍্যাশ ক্রিম; 3
baby powder; baby-care; talc for babies; baby pawder; बेबी पाउडर; ; பேபி பவுடர்; బేబీ పౌడర్; বেবি পাউডার; 2
feeding bottle; feeding; baby bottle, milk bottle; feding bottle, feeder; फीडिंग बोतल; ; பால் புட்டி; పాల సీసా, ఫీడింగ్ బాటిల్; ফিডিং বোতল; 4; types=anti colic, wide neck / materials=glass, stainless steel / sizes=125 ml, 250 ml / uses=for newborn
sipper cup; feeding; sippy cup, baby sipper; sipper for baby; सिपर; ; சிப்பர் கப்; సిప్పర్; সিপার কাপ; 3; types=spill proof / materials=stainless steel / sizes=125 ml, 250 ml
teether; feeding; teething toy, baby teether; teather, teether toy; टीथर; ; பல் முளைக்கும் பொம்மை; టీథర్; টিথার; 2; uses=for newborn
baby food; baby-food; cereal for babies, baby cereal; babyfood; बेबी फूड; ; குழந்தை உணவு; బేబీ ఫుడ్; শিশুখাদ্য, বেবি ফুড; 3; sizes=300 g
stroller; baby-gear; pram, baby stroller, baby pram; strollar, prams; स्ट्रॉलर, प्रैम; ; ஸ்ட்ரோலர்; స్ట్రోలర్; স্ট্রলার, প্র্যাম; 3
baby carrier; baby-gear; baby sling, carrier bag; babby carrier; बेबी कैरियर; ; பேபி கேரியர்; బేబీ క్యారియర్; বেবি ক্যারিয়ার; 2
baby cradle; baby-gear; jhula, baby swing, crib; cradel, palna; पालना, झूला; पाळणा; தொட்டில்; ఉయ్యాల; দোলনা; 3
baby walker; baby-gear; walker, activity walker; babywalker; बेबी वॉकर; ; பேபி வாக்கர்; బేబీ వాకర్; বেবি ওয়াকার; 3
romper; baby-wear; baby romper, onesie, jumpsuit for babies; rompar, romper set; रोम्पर; ; ராம்பர்; రాంపర్; রম্পার; 3; types=full sleeve, half sleeve, printed / sizes=0-3 months, 3-6 months, 6-12 months
baby blanket; baby-wear; swaddle, baby wrapper; baby blankit; बेबी कंबल; ; குழந்தை போர்வை; పాప దుప్పటి; বেবি কম্বল; 3
bib; baby-wear; baby bib, feeding bib; bibs; बिब; ; பிப்; బిబ్; বিব; 2; types=full sleeve, half sleeve, printed
baby mosquito net; baby-net; mosquito net for baby, baby net; macchardani for baby; बेबी मच्छरदानी; ; குழந்தை கொசுவலை; పిల్లల దోమతెర; শিশুদের মশারি; 2
diaper bag; baby-bag; mother bag, mummy bag, baby bag, diaper backpack; daiper bag, diper bag, mumma bag; डायपर बैग, मदर बैग; ; டயப்பர் பை; డైపర్ బ్యాగ్; ডায়াপার ব্যাগ; 3
potty seat; baby-hygiene; potty trainer, potty chair, baby potty seat, potty training seat; poty seat, potti seat; पॉटी सीट, पॉटी ट्रेनर; ; குழந்தை கழிப்பறை இருக்கை; పాటీ సీట్; পটি সিট; 3; types=western, foldable, cushioned / uses=for potty training, for travel / features=with handles, with lid
baby bath tub; baby-hygiene; baby bathtub, baby bather; baby bath tube, baby tub; बेबी बाथ टब; ; குழந்தை குளியல் தொட்டி; బేబీ బాత్ టబ్; বেবি বাথ টাব; 3; types=foldable / uses=for newborn / features=with bath seat, with drain plug
baby bedding set; baby-net; baby bed, baby bedding, baby mattress set; baby bed set, baby beding set; बेबी बेडिंग सेट, बच्चों का बिस्तर; ; குழந்தை படுக்கை செட்; బేబీ బెడ్డింగ్ సెట్; বেবি বেডিং সেট; 3; materials=cotton, muslin / features=with mosquito net, with pillow / sizes=set of 3, set of 4
`,
);

/** Pet Supplies: curated by Vikreta (not measured search data), as of November 2026. */
export const petNouns = nounTable(
  'Pet Supplies',
  `
@pet-food
sizes: 1 kg
prices: 500 1000 2000
band: 249 800 2500 8000
checklist: weight ingredients ageGroup shelfLife flavour

@pet-furniture
types: tall, multi level, wall mounted
materials: sisal, jute, wooden
sizes: 60 cm, 90 cm
uses: for cats, for kittens
prices: 500 1000 2000
band: 299 800 2000 8000
checklist: dimensions material colour

@pet-gear
sizes: small, medium, large
uses: for dogs, for puppies, for small dogs, for large dogs
prices: 300 500 1000
band: 149 400 1200 5000
checklist: size material colour dimensions

@pet-care
types: anti tick, mild, herbal, tearless
sizes: 200 ml, 500 ml
uses: for dogs, for cats, for puppies
prices: 200 300 500
band: 99 250 600 2000
checklist: capacity ingredients ageGroup

@litter
types: clumping, bentonite, silica, tofu, scented, unscented, dust free
sizes: 5 kg, 10 kg, 20 kg
uses: for cats, for kittens
prices: 300 600 1000
band: 199 450 900 3000
checklist: weight material

@aquarium
types: glass, led, complete kit
sizes: 1 feet, 2 feet
uses: for home, for office, for goldfish
prices: 500 1000 2000
band: 299 900 2500 15000
checklist: capacity dimensions material

@litter-box
types: covered, top entry
materials: plastic
sizes: medium, large, xl
uses: for cats, for kittens
features: with scoop
prices: 300 500 1000 2000
band: 199 450 1200 8000
checklist: dimensions material colour

@pet-travel
types: airline approved, foldable, ventilated, backpack
materials: plastic, fabric
sizes: small, medium, large
uses: for cats, for kittens, for small dogs, for puppies, for travel
prices: 500 1000 2000
band: 399 900 2500 8000
checklist: dimensions material weight colour

@bird-cage
types: hanging, foldable, large, small
materials: iron, metal, stainless steel
uses: for parrots, for lovebirds, for budgies, for birds
features: with feeder, with stand
prices: 500 1000 2000 3000
band: 399 900 2500 10000
checklist: dimensions material colour

dog food; pet-food; dog kibble, dry dog food, puppy food; dog fud, dogfood; डॉग फूड, कुत्ते का खाना; ; நாய் உணவு; డాగ్ ఫుడ్; কুকুরের খাবার, ডগ ফুড; 5; types=chicken, veg, grain free, puppy, adult / uses=for puppies, for adult dogs, for all breeds / sizes=3 kg, 10 kg
cat food; pet-food; kitten food, dry cat food; catfood; कैट फूड, बिल्ली का खाना; ; பூனை உணவு; క్యాట్ ఫుడ్; বিড়ালের খাবার, ক্যাট ফুড; 4; uses=for kittens, for adult cats / types=chicken, grain free, adult, kitten / sizes=3 kg, 10 kg
dog treats; pet-food; dog biscuits, chew sticks; dog treat; डॉग ट्रीट्स; ; நாய் தின்பண்டம்; డాగ్ ట్రీట్స్; কুকুরের ট্রিট; 3; types=chicken, veg, grain free, puppy / uses=for puppies, for adult dogs, for all breeds
bird food; pet-food; bird seed, parrot food; brid food; पक्षियों का दाना; ; பறவை உணவு; పక్షుల ఆహారం; পাখির খাবার; 2; uses=for parrots, for birds
fish food; pet-food; fish feed; fishfood; मछली का दाना; ; மீன் உணவு; చేపల ఆహారం; মাছের খাবার; 2; uses=for goldfish, for aquarium fish
dog bed; pet-gear; pet bed, cat bed; dogbed; डॉग बेड; ; நாய் படுக்கை; డాగ్ బెడ్; কুকুরের বিছানা; 3; types=padded, washable, soft / materials=cotton / uses=for cats
dog collar; pet-gear; collar, pet collar; dog coller; डॉग कॉलर, पट्टा; ; நாய் காலர்; డాగ్ కాలర్; কুকুরের কলার; 3; features=with bell, with name tag / types=adjustable, reflective, padded / materials=nylon, leather / uses=for cats
dog leash; pet-gear; leash, dog belt, pet leash; dog lease, dog chain; डॉग लीश, कुत्ते का पट्टा; ; நாய் கயிறு; డాగ్ లీష్; কুকুরের বেল্ট; 3; types=adjustable, reflective, padded / materials=nylon, leather
pet bowl; pet-gear; dog bowl, cat bowl, feeding bowl; pet bowel; पेट बाउल; ; செல்லப்பிராணி கிண்ணம்; పెట్ బౌల్; পোষ্যের বাটি; 3; materials=plastic, stainless steel / uses=for cats
dog toy; pet-gear; chew toy, pet toy, rope toy; dog toys; डॉग टॉय; ; நாய் பொம்மை; డాగ్ టాయ్; কুকুরের খেলনা; 3; types=soft / materials=cotton, plastic
cat scratching post; pet-furniture; cat scratcher, scratching post, cat tree; cat scracher, scratching pole; कैट स्क्रैचिंग पोस्ट; कॅट स्क्रॅचिंग पोस्ट; கேட் ஸ்கிராச்சிங் போஸ்ட்; క్యాట్ స్క్రాచింగ్ పోస్ట్; ক্যাট স্ক্র্যাচিং পোস্ট; 2
cat litter; litter; litter sand, cat sand; cat liter; कैट लिटर; ; பூனை மணல்; క్యాట్ లిట్టర్; ক্যাট লিটার; 3
pet shampoo; pet-care; dog shampoo, cat shampoo; pet shampo; डॉग शैम्पू; ; நாய் ஷாம்பு; డాగ్ షాంపూ; পোষ্যের শ্যাম্পু; 3
grooming brush; pet-gear; pet brush, deshedding brush, dog comb; groming brush; ग्रूमिंग ब्रश; ; சீப்பு, க்ரூமிங் பிரஷ்; గ్రూమింగ్ బ్రష్; গ্রুমিং ব্রাশ; 2; materials=plastic, stainless steel / uses=for cats
aquarium; aquarium; fish tank, fish aquarium; aquarim, fish tanki; एक्वेरियम, मछली घर; ; மீன் தொட்டி; అక్వేరియం; অ্যাকোয়ারিয়াম; 3
litter box; litter-box; cat litter box, litter tray, cat litter tray; liter box, litterbox; लिटर बॉक्स; ; லிட்டர் பாக்ஸ்; లిట్టర్ బాక్స్; লিটার বক্স; 3
pet carrier; pet-travel; cat carrier, dog carrier, pet carrier bag, pet travel bag; pet carier, pet cariar; पेट कैरियर; ; செல்லப்பிராணி கேரியர்; పెట్ క్యారియర్; পোষ্যের ক্যারিয়ার; 3
bird cage; bird-cage; parrot cage; brid cage, birds cage, pinjra, pinjara, bird pinjra; पिंजरा, पक्षी का पिंजरा; पिंजरा, पक्ष्यांचा पिंजरा; பறவைக் கூண்டு, கிளிக் கூண்டு; పక్షుల పంజరం, పంజరం; পাখির খাঁচা, খাঁচা; 3
`,
);

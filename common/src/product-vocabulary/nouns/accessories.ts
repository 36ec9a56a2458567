import { nounTable } from '../table';

/** Jewelry: curated by Vikreta (not measured search data), as of November 2026. */
export const jewelryNouns = nounTable(
  'Jewelry',
  `
@jewellery
types: gold plated, oxidised, kundan, traditional, antique, temple, american diamond, pearl
materials: brass, silver, alloy, copper, german silver
sizes: combo
uses: for wedding, for party, for daily wear, for festive wear, for gifting
audiences: for women, for girls
features: with stones
prices: 200 300 500 1000
band: 99 400 1500 50000
checklist: material stoneType finish colour count

@mens-jewellery
types: gold plated, silver, stainless steel, minimal
materials: silver, stainless steel, brass, copper
uses: for daily wear, for gifting
audiences: for men, for boys
prices: 300 500 1000
band: 149 500 1500 20000
checklist: material dimensions finish

@mala
types: original, natural, certified
sizes: 108 beads, 54 beads
uses: for puja, for jaap, for meditation, for daily wear
audiences: for men, for women
prices: 200 300 500 1000
band: 99 300 800 5000
checklist: material count certification

@jewellery-box
types: travel, multi layer, handcrafted, antique
materials: velvet, wooden, pu leather, acrylic
uses: for earrings, for rings, for necklace, for travel, for gifting
features: with mirror, with lock
prices: 300 500 1000 2000
band: 199 450 1200 5000
checklist: material dimensions colour

earrings; jewellery; earring, studs, hoops, danglers; earings, ear rings; झुमके, कान की बाली, ईयररिंग्स; कानातले; கம்மல், காதணி; చెవిపోగులు; কানের দুল; 5; sizes=set of 2
jhumka; jewellery; jhumki, jhumkas, jhumka earrings; jumka, jhumkaa; झुमका, झुमकी; झुमके; ஜிமிக்கி; జుంకాలు; ঝুমকো; 4; sizes=set of 2
necklace; jewellery; necklace set, haar, choker; neckless, necklase; हार, नेकलेस; हार; நெக்லஸ், ஆரம்; నెక్లెస్, హారం; নেকলেস, হার; 5; features=with earrings
mangalsutra; jewellery; mangal sutra, black beads chain, black beads mangalsutra; mangalsutr, mangal sutr, nallapusalu, nalla pusalu, nallapoosalu, nallapusala chain, karugamani; मंगलसूत्र; मंगळसूत्र, मंगलसूत्र; தாலி, மங்கல்சூத்ரா, கருகமணி; మంగళసూత్రం, నల్లపూసలు, నల్లపూసల గొలుసు; মঙ্গলসূত্র; 4; features=with earrings
bangles; jewellery; bangle, chudi, kangan, kada for women; bangels, churi; चूड़ियाँ, कंगन; बांगड्या; வளையல்; గాజులు; চুড়ি; 4; sizes=2.4, 2.6, 2.8, set of 4, set of 2
bracelet; jewellery; bracelets, hand chain; braclet, bracelate; ब्रेसलेट; ; கைச்சங்கிலி, பிரேஸ்லெட்; బ్రేస్‌లెట్; ব্রেসলেট; 3; audiences=for men
ring; jewellery; finger ring, adjustable ring; rings, anguthi; अंगूठी; अंगठी; மோதிரம்; ఉంగరం; আংটি; 4; audiences=for men / sizes=set of 2
anklet; jewellery; payal, ankle chain; anklets, paayal; पायल; पैंजण; கொலுசு; పట్టీలు; নূপুর, পায়েল; 4; sizes=set of 2
nose pin; jewellery; nose ring, nath, nathni; nosepin, nose pen; नथ, नाक की लौंग; नथ; மூக்குத்தி; ముక్కుపుడక; নাকফুল, নথ; 3
maang tikka; jewellery; mang tikka, tikka; mangtika, maang teeka; मांग टीका; ; நெற்றிச்சுட்டி; పాపిడి బిళ్ళ; টিকলি; 3
jewellery set; jewellery; jewelry set, necklace set with earrings, bridal set; jewelery set, jwellery set; ज्वेलरी सेट; दागिन्यांचा सेट; நகை செட்; నగల సెట్; গয়নার সেট; 4; features=with earrings
toe ring; jewellery; bichiya, toe rings; toering, bichhiya; बिछिया; जोडवी; மெட்டி; మెట్టెలు; বিছিয়া; 2; sizes=set of 2
chain; mens-jewellery; neck chain, gold chain, silver chain; chian, chane; चेन; साखळी; சங்கிலி, செயின்; గొలుసు, చైన్; চেইন; 4; audiences=for women / types=rudraksha
pendant; jewellery; locket, pendant with chain; pendent, lockit; लॉकेट, पेंडेंट; ; டாலர், பென்டன்ட்; లాకెట్; লকেট; 3; audiences=for men
kada; mens-jewellery; bracelet for men, steel kada; karha, kadaa; कड़ा; कडे; காப்பு; కడియం; বালা; 3
kamarbandh; jewellery; waist chain, kamarband, belly chain, kardhani; kamar bandh, kamarpatta, kamar patta; कमरबंद, करधनी; कंबरपट्टा; ஒட்டியாணம்; వడ్డాణం; কোমরবন্ধ; 3; uses=for saree, for bridal wear
brooch; jewellery; saree pin, brooch pin, saree brooch; broach, brouch, broch; ब्रोच; ; ப்ரூச்; బ్రూచ్; ব্রোচ; 3; audiences=for men / uses=for saree, for blazer, for sherwani
rudraksha mala; mala; rudraksh mala, rudraksha, rudraksha beads; rudraksh, rudrakshya mala, rudraksha mala original; रुद्राक्ष माला, रुद्राक्ष; रुद्राक्ष माळ, रुद्राक्ष; ருத்ராட்ச மாலை, ருத்ராட்சம்; రుద్రాక్ష మాల, రుద్రాక్ష; রুদ্রাক্ষের মালা, রুদ্রাক্ষ; 3; types=5 mukhi, panchmukhi, nepali
jewellery box; jewellery-box; jewelry box, jewellery organiser, jewelry organizer, jewellery storage box; jwellery box, jewelery box, jewellary box; ज्वेलरी बॉक्स, गहनों का डिब्बा; दागिन्यांचा डबा; நகைப் பெட்டி; నగల పెట్టె; গয়নার বাক্স; 3
`,
);

/** Watches: curated by Vikreta (not measured search data), as of November 2026. */
export const watchNouns = nounTable(
  'Watches',
  `
@smartwatch
types: amoled, always on display, waterproof
features: with spo2, with heart rate monitor
uses: for fitness, for running, for daily use, for gifting
audiences: for men, for women, for kids
prices: 1500 2000 3000 5000
band: 999 2500 6000 50000
checklist: displaySize battery waterResistance connectivity colour warranty

@smart-ring
types: titanium, ceramic, waterproof
features: with sleep tracking, with heart rate monitor, with spo2
uses: for fitness, for running, for daily use, for gifting
audiences: for men, for women
sizes: size 8, size 9, size 10, size 11, size 12
prices: 10000 15000 20000 30000
band: 3000 10000 20000 50000
checklist: size battery waterResistance connectivity colour warranty

@watch
types: leather strap, metal strap, minimal
materials: stainless steel, leather, silicone
uses: for daily wear, for gifting
prices: 500 1000 2000 3000
band: 299 1000 3500 50000
checklist: material waterResistance colour warranty gender

# Children's watches: digital, sporty and cartoon styles; no leather, metal or minimal fashion words.
@kids-watch
types: digital, analog, led, sports, cartoon, waterproof
materials: silicone, plastic, rubber
uses: for school, for daily wear, for gifting
audiences: for kids, for boys, for girls
prices: 200 300 500 1000
band: 149 350 800 3000
checklist: waterResistance ageGroup colour material

@strap
types: silicone, leather, metal, magnetic, nylon
sizes: 20 mm, 22 mm
uses: for smartwatch, for daily wear
prices: 200 300 500
band: 99 300 700 2500
checklist: material compatibility dimensions colour

smartwatch; smartwatch; smart watch, fitness watch; smart wach, smartwach; स्मार्टवॉच, स्मार्ट घड़ी; स्मार्टवॉच; ஸ்மார்ட்வாட்ச்; స్మార్ట్‌వాచ్; স্মার্টওয়াচ; 5; types=bluetooth calling, round dial, square dial / features=with bluetooth calling, with gps
smart ring; smart-ring; fitness ring, health ring; smartring; स्मार्ट रिंग; स्मार्ट रिंग; ஸ்மார்ட் ரிங்; స్మార్ట్ రింగ్; স্মার্ট রিং; 3
fitness band; smartwatch; fitness tracker, smart band, activity tracker; fitnes band; फिटनेस बैंड; ; ஃபிட்னஸ் பேண்ட்; ఫిట్‌నెస్ బ్యాండ్; ফিটনেস ব্যান্ড; 3
wrist watch; watch; watch, analog watch, wristwatch; wrist wach, ghadi; घड़ी, कलाई घड़ी; घड्याळ; கைக்கடிகாரம்; చేతి గడియారం, వాచ్; ঘড়ি, হাতঘড়ি; 5; types=chronograph, automatic, analog, digital / audiences=for couples, for men, for women, for boys, for girls / uses=for office, for party
digital watch; watch; sports watch, led watch; digitel watch; डिजिटल घड़ी; डिजिटल घड्याळ; டிஜிட்டல் கடிகாரம்; డిజిటల్ వాచ్; ডিজিটাল ঘড়ি; 3; audiences=for men, for women, for boys, for girls
couple watch; watch; pair watch, his and her watch; couple wach; कपल वॉच; ; ஜோடி கடிகாரம்; కపుల్ వాచ్; কাপল ওয়াচ; 2; types=analog / audiences=for couples / uses=for office, for party
kids watch; kids-watch; watch for kids, children watch, kids digital watch, digital watch for kids, kids wrist watch, kids analog watch; kid watch, kids wach, kids watches; बच्चों की घड़ी; मुलांचे घड्याळ; குழந்தைகள் கடிகாரம்; పిల్లల వాచ్; বাচ্চাদের ঘড়ি; 3
watch strap; strap; watch band, smartwatch strap; wach strap, watch belt; घड़ी का पट्टा, वॉच स्ट्रैप; ; வாட்ச் ஸ்ட்ராப்; వాచ్ స్ట్రాప్; ঘড়ির বেল্ট; 3
`,
);

/** Bags & Wallets: curated by Vikreta (not measured search data), as of November 2026. */
export const bagNouns = nounTable(
  'Bags & Wallets',
  `
@backpack
types: waterproof, casual, travel
materials: polyester, nylon, canvas, pu
sizes: 25 litre, 30 litre, 35 litre, 40 litre
uses: for travel
features: with rain cover
prices: 500 800 1000 1500
band: 299 800 2000 8000
checklist: capacity material dimensions colour warranty

@handbag
uses: for daily use
audiences: for women, for girls
features: with zip
prices: 500 800 1000 1500
band: 299 800 2000 15000
checklist: material dimensions colour closure

@wallet
types: slim, rfid
materials: leather, pu, canvas
uses: for daily use, for gifting, for travel
audiences: for men, for women, for girls
features: with card holder
prices: 300 500 800 1000
band: 149 500 1200 5000
checklist: material dimensions colour

@luggage
types: hard, soft, cabin, check in, 4 wheel, 8 wheel, expandable
materials: polycarbonate, abs, polyester, nylon
sizes: 55 cm, 65 cm, 75 cm, set of 3
uses: for travel, for flight, for family trip
features: with tsa lock, with wheels
prices: 2000 3000 5000
band: 1299 3000 7000 30000
checklist: capacity dimensions material warranty colour

# A duffel is carried, not wheeled: no suitcase sizes, wheels or TSA locks.
@duffel
types: foldable, water resistant, large, small
materials: polyester, nylon, canvas, leather
sizes: 30 litre, 40 litre, 50 litre
uses: for travel, for weekend trips
features: with shoe compartment, with shoulder strap, with wet pocket
prices: 500 1000 1500 2000
band: 399 900 2000 8000
checklist: capacity dimensions material colour

@umbrella
types: 3 fold, 2 fold, automatic, windproof, uv protection, big, printed, transparent
materials: polyester, nylon
uses: for rain, for summer, for travel
audiences: for men, for women, for kids
prices: 300 500 800
band: 199 400 800 2500
checklist: dimensions material colour

@belt
types: formal, casual, reversible, auto lock, buckle
materials: leather, pu, canvas
sizes: 30, 32, 34, 36
uses: for office, for jeans, for formal wear, for gifting
audiences: for men, for women, for boys
prices: 300 500 800
band: 149 450 1200 5000
checklist: material size colour

backpack; backpack; bagpack, rucksack, school bag, college bag; back pack, bag pack, bagpak; बैग, बैकपैक; बॅकपॅक, दप्तर; பை, பேக்பேக்; బ్యాగ్, బ్యాక్‌ప్యాక్; ব্যাকপ্যাক, ব্যাগ; 5; types=anti-theft, college, laptop compartment / features=with laptop compartment, with usb port / uses=for college, for office, for trekking, for school / audiences=for men, for women, for boys, for girls
school bag; backpack; school backpack, kids bag; scool bag; स्कूल बैग; दप्तर; பள்ளிப் பை; స్కూల్ బ్యాగ్; স্কুল ব্যাগ; 4; audiences=for kids, for boys, for girls / uses=for school
trekking bag; backpack; rucksack, hiking backpack; treking bag; ट्रेकिंग बैग; ; ட்ரெக்கிங் பை; ట్రెక్కింగ్ బ్యాగ్; ট্রেকিং ব্যাগ; 2; sizes=50 litre, 60 litre / uses=for trekking / audiences=for men, for women
handbag; handbag; hand bag, ladies bag, purse, shoulder bag; hand bagg, handbeg; हैंडबैग, पर्स; पर्स; கைப்பை, ஹேண்ட்பேக்; హ్యాండ్‌బ్యాగ్; হ্যান্ডব্যাগ; 5; types=tote, sling, shoulder, satchel, quilted, structured / materials=pu, leather, canvas, jute, velvet / uses=for office, for party, for college, for travel / features=with sling strap
sling bag; handbag; crossbody bag, side bag; sling beg, slingbag; स्लिंग बैग; ; ஸ்லிங் பேக்; స్లింగ్ బ్యాగ్; স্লিং ব্যাগ; 4; audiences=for men, for boys / types=quilted / materials=pu, leather, canvas / uses=for office, for party, for college, for travel
jute bag; handbag; jute tote bag, jute shopping bag; jute bagg; जूट बैग; ; சணல் பை; జ్యూట్ బ్యాగ్; পাটের ব্যাগ; 3; uses=for shopping, for gifting, for office, for college / types=printed, reusable
tote bag; handbag; tote, shopping bag; totebag, tot bag; टोट बैग; ; டோட் பேக்; టోట్ బ్యాగ్; টোট ব্যাগ; 3; types=shoulder, quilted, structured / materials=pu, leather, canvas, jute / uses=for office, for college, for travel
clutch; handbag; clutch purse, party clutch; clutch bag, cluch; क्लच; ; கிளட்ச்; క్లచ్; ক্লাচ; 3; types=quilted / materials=pu, leather, velvet / uses=for party / features=with sling strap
potli bag; handbag; potli, batua; potli purse, potali; पोटली; ; பொட்லி பை; పొట్లీ బ్యాగ్; পটলি ব্যাগ; 2; uses=for wedding, for party / materials=velvet
wallet; wallet; purse for men, billfold; walet, wallat; वॉलेट, बटुआ; पाकीट; பணப்பை, வாலெட்; పర్సు, వాలెట్; মানিব্যাগ, ওয়ালেট; 5; types=bifold, trifold, zip around / features=with coin pocket
card holder; wallet; card case, cardholder; card holdar; कार्ड होल्डर; ; கார்டு ஹோல்டர்; కార్డ్ హోల్డర్; কার্ড হোল্ডার; 2
trolley bag; luggage; suitcase, luggage bag, trolley; troly bag, suitcase bag; ट्रॉली बैग, सूटकेस; ; டிராலி பை, சூட்கேஸ்; ట్రాలీ బ్యాగ్, సూట్‌కేస్; ট্রলি ব্যাগ, সুটকেস; 4
duffel bag; duffel; travel bag, gym bag, duffle bag; dufel bag; डफल बैग, ट्रैवल बैग; ; டஃபல் பை; డఫెల్ బ్యాగ్; ডাফেল ব্যাগ; 3; uses=for gym / audiences=for men, for women
belt; belt; belts, kamar belt; belte, beltt; बेल्ट; पट्टा; பெல்ட்; బెల్ట్; বেল্ট; 4
umbrella; umbrella; chhata, chhatri; umbrela, umbralla, chata, chatri; छाता, छतरी; छत्री; குடை; గొడుగు; ছাতা; 4
`,
);

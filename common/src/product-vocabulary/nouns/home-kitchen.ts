import { nounTable } from '../table';

/** Home & Kitchen: curated by Vikreta (not measured search data), as of November 2026. */
export const homeKitchenNouns = nounTable(
  'Home & Kitchen',
  `
@pressure-cooker
types: inner lid, outer lid, induction base, hard anodised, triply
materials: aluminium, stainless steel
sizes: 2 litre, 3 litre, 5 litre, combo
uses: for induction, for gas stove, for small family, for big family
features: with extra gasket, with glass lid
prices: 1000 1500 2000 3000
band: 600 1500 3000 9000
checklist: capacity material lidType baseType certification warranty

@pan
types: induction base, heavy
materials: aluminium, stainless steel, hard anodised, non-stick
uses: for induction, for gas stove, for home kitchen
features: with handle
prices: 500 1000 1500 2000
band: 300 800 2000 6000
checklist: material size baseType handleMaterial finish warranty

@steamer
types: induction base, 4 plate, 6 plate
materials: stainless steel, aluminium
sizes: 4 plates, 6 plates
uses: for induction, for gas stove, for idli
prices: 500 1000 1500
band: 300 700 1500 4000
checklist: material capacity baseType count

@serveware
types: dishwasher safe
sizes: set of 4, set of 6, set of 12
uses: for dining, for gifting, for guests, for daily use
prices: 300 500 1000 2000
band: 200 700 2000 12000
checklist: material count capacity finish dimensions

@plateware
types: dishwasher safe
sizes: set of 4, set of 6, set of 12
uses: for dining, for gifting, for guests, for daily use
prices: 300 500 1000 2000
band: 200 700 2000 12000
checklist: material count finish dimensions

@cutlery
types: mirror finish, dishwasher safe
materials: stainless steel, brass
sizes: set of 4, set of 6, set of 12
uses: for dining, for gifting, for guests, for daily use
prices: 300 500 1000 2000
band: 200 700 2000 12000
checklist: material count finish dimensions

# Bottles, cups and what a buyer carries food or drink in to work or school (lunch boxes).
@drinkware
uses: for gifting
prices: 300 500 800 1000
band: 150 500 1200 4000
checklist: capacity material count colour

@storage
materials: plastic, stainless steel
uses: for kitchen
prices: 300 500 1000
band: 150 500 1200 4000
checklist: capacity material count lidType

# An insulated casserole keeps rotis and food hot at the table: no storage jar words (airtight, glass, for fridge).
@hot-box
types: insulated, double wall
materials: stainless steel, plastic
sizes: 1000 ml, 1500 ml, 2500 ml, set of 3
uses: for roti, for chapati, for serving, for dining table
features: with lid
prices: 500 1000 1500
band: 299 700 1500 4000
checklist: capacity material count lidType

@kitchen-tool
types: heavy duty, multipurpose
sizes: set of 2, set of 3
uses: for kitchen, for home
prices: 200 300 500
band: 99 300 800 3000
checklist: material dimensions count

@bedding
types: king size, queen size
materials: cotton
prices: 500 800 1000 1500
band: 299 800 2000 8000
checklist: size material count colour dimensions

@mattress
types: double bed, single bed, king size, queen size
materials: cotton
prices: 5000 8000 10000 15000
band: 2500 7000 15000 60000
checklist: size material dimensions warranty

@bath
types: quick dry, soft, absorbent, large
materials: cotton, microfibre, bamboo
sizes: pack of 2, set of 4
uses: for bath, for salon
audiences: for men, for women, for kids
prices: 300 500 800
band: 150 400 1000 3000
checklist: material size count colour

@furnishing
types: printed, solid
materials: cotton, polyester
sizes: set of 2
uses: for home decor
prices: 300 500 1000
band: 199 600 1500 5000
checklist: material size count colour pattern

@cleaning
types: heavy duty
sizes: pack of 2
uses: for home, for bathroom
prices: 200 500 1000
band: 99 400 1200 4000
checklist: material dimensions count

# Fans: sold by sweep, motor (BLDC saves power) and speed; prices are Vikreta's reading of marketplace listings.
@bin
types: heavy duty
materials: plastic, stainless steel
sizes: pack of 2
uses: for home, for kitchen, for bathroom
prices: 200 500 1000
band: 99 400 1200 4000
checklist: material capacity dimensions count

@fan
types: bldc, high speed, energy saving
materials: aluminium, plastic, metal
uses: for home, for office
prices: 1500 2000 3000 5000
band: 1000 2000 4000 12000
checklist: wattage dimensions warranty certification colour

@home-utility
types: foldable, heavy duty, portable
materials: plastic
uses: for home
prices: 300 500 1000
band: 149 500 1500 5000
checklist: material dimensions count

# Boxes, bags and covers that keep clothes in a wardrobe.
@wardrobe-storage
types: foldable, transparent, multipurpose
materials: non-woven, fabric, plastic
sizes: pack of 3, pack of 6
uses: for wardrobe, for clothes
prices: 300 500 1000
band: 149 400 1000 3000
checklist: material dimensions count colour

@pest-control
types: rechargeable, electric
uses: for home, for outdoor
features: with led torch
prices: 300 500 800
band: 199 400 900 2500
checklist: battery warranty

# Home appliances: sold by kind, wattage and capacity; prices are Vikreta's reading of marketplace listings.
@iron
types: automatic, lightweight
sizes: 1000 watt, 1200 watt, 1600 watt
uses: for clothes, for home, for travel
features: with non-stick soleplate
prices: 500 1000 1500 2000
band: 399 800 1800 6000
checklist: wattage weight warranty certification colour

# Instant (1–6 litre) and storage (10–25 litre) geysers are different products: no sizes offered across them.
@geyser
types: 5 star, wall mounted
uses: for bathroom, for kitchen, for home
features: with installation
prices: 3000 5000 8000 10000
band: 2500 5000 9000 25000
checklist: capacity wattage warranty certification

@room-heater
types: portable
sizes: 800 watt, 1000 watt, 2000 watt
uses: for home, for bedroom, for office, for winter
features: with thermostat, with overheat protection
prices: 1000 1500 2000 3000 5000
band: 799 1500 3500 15000
checklist: wattage warranty certification dimensions

@cooler
types: portable, inverter compatible
sizes: 20 litre, 40 litre, 55 litre, 75 litre
uses: for home, for bedroom, for summer, for large room
features: with remote, with ice chamber, with honeycomb pads
prices: 5000 8000 10000 15000
band: 3500 6500 11000 25000
checklist: capacity wattage warranty dimensions

@vacuum
types: wet and dry, cordless, handheld, bagless
uses: for home, for sofa, for carpet, for car
features: with hepa filter, with blower function
prices: 3000 5000 8000 10000 15000
band: 1999 4500 10000 40000
checklist: wattage capacity warranty battery

@immersion
types: shock proof, waterproof, copper
sizes: 1000 watt, 1500 watt, 2000 watt
uses: for bucket, for bathing, for winter
features: with indicator
prices: 300 500 800 1000
band: 249 500 900 2500
checklist: wattage certification warranty

pressure cooker; pressure-cooker; cooker; presure cooker, pressure cukar, cooker whistle; प्रेशर कुकर, कुकर; ; பிரஷர் குக்கர், குக்கர்; ప్రెషర్ కుక్కర్, కుక్కర్; প্রেশার কুকার, কুকার; 5
kadhai; pan; kadai, karahi, wok; kadhaai, karai, kadhi pan; कढ़ाई, कड़ाही; कढई; கடாய், வாணலி; కడాయి, బాణలి; কড়াই; 4; sizes=2 litre, 3 litre, 24 cm, 26 cm, 28 cm, 30 cm / uses=for deep frying / types=deep, pre-seasoned / materials=cast iron, iron, triply / features=with lid
tawa; pan; tava, griddle; tawaa, tawwa, roti tawa; तवा; ; தோசைக்கல், தவா; పెనం, పెనము; তাওয়া; 4; types=dosa, roti, chapati, concave, flat, pre-seasoned / uses=for dosa, for roti, for chapati / materials=cast iron, iron, triply / sizes=24 cm, 26 cm, 28 cm, 30 cm
frying pan; pan; fry pan, skillet; fraying pan, fry pen; फ्राइंग पैन; ; ஃப்ரையிங் பான், வாணலி; ఫ్రైయింగ్ పాన్; ফ্রাইং প্যান; 4; types=deep, pre-seasoned / materials=cast iron, iron, triply / sizes=24 cm, 26 cm, 28 cm, 30 cm / features=with lid
tadka pan; pan; seasoning pan; tadka pen, chaunk pan; तड़का पैन; ; தாளிப்பு கரண்டி; తాలింపు గరిట; ফোড়ন প্যান; 2; materials=cast iron, iron
appam patra; pan; paniyaram pan, appe pan; appe patra, appam maker, paddu pan; अप्पे पात्र; ; பணியாரக் கல்; పొంగనాల పెనం; আপ্পে প্যান; 2; types=pre-seasoned / materials=cast iron, iron / features=with lid
cookware set; pan; cookware; cook ware set, kitchen set; कुकवेयर सेट, बर्तन सेट; ; சமையல் பாத்திர செட்; వంట పాత్రల సెట్; রান্নার বাসন সেট; 3; sizes=3 piece, 5 piece / materials=triply / features=with lid
patila; pan; tope, cooking pot, handi; patili, bhagona, tapeli; पतीला, भगोना; पातेले; பாத்திரம்; గిన్నె; হাঁড়ি, ডেকচি; 2; types=deep / materials=triply / sizes=24 cm, 26 cm, 28 cm, 30 cm / features=with lid
dinner set; plateware; dinnerware, crockery set; diner set, dinner sets; डिनर सेट; ; டின்னர் செட்; డిన్నర్ సెట్; ডিনার সেট; 4; sizes=24 pieces, 32 pieces / types=mirror finish, hammered, printed, microwave safe / materials=stainless steel, melamine, ceramic, bone china, glass, brass
katori; serveware; bowl, vati; katoris, katoree, wati; कटोरी; वाटी; கிண்ணம்; గిన్నె; বাটি; 3; features=with lid / types=mirror finish, hammered, microwave safe / materials=stainless steel, melamine, ceramic, glass, brass, copper
thali; plateware; thali set, plate; thaali, thal; थाली; ताट; தட்டு; పళ్ళెం, కంచం; থালা; 3; types=mirror finish, hammered / materials=stainless steel, melamine, brass, copper
drinking glass; serveware; glass set, tumbler; glass tumbler, gilas; गिलास; ग्लास; டம்ளர்; గ్లాసు; গ্লাস; 3; types=mirror finish, hammered, printed / materials=stainless steel, glass, brass, copper
cutlery set; cutlery; spoon set, spoons; cuttlery set, chammach set; चम्मच सेट, कटलरी सेट; ; ஸ்பூன் செட்; స్పూన్ సెట్; চামচ সেট; 3
tea cup set; serveware; cup set, cup and saucer; tea cups, chai cup set; कप सेट; ; கப் செட்; కప్ సెట్; কাপ সেট; 3; types=printed, microwave safe / materials=ceramic, bone china, glass
serving tray; plateware; tray; serving trey; सर्विंग ट्रे, ट्रे; ; பரிமாறும் தட்டு; సర్వింగ్ ట్రే; সার্ভিং ট্রে; 2; types=mirror finish, hammered, printed / materials=stainless steel, melamine, brass, copper
casserole; hot-box; hot box, hot pot; casserol, caserole, hotcase; कैसरोल, हॉट पॉट; ; ஹாட் பாக்ஸ்; హాట్ బాక్స్; ক্যাসারোল; 3
water bottle; drinkware; bottle, sipper bottle; water botal, pani bottle; पानी की बोतल, बोतल; पाण्याची बाटली, बाटली; தண்ணீர் பாட்டில், வாட்டர் பாட்டில், பாட்டில்; వాటర్ బాటిల్, నీళ్ల సీసా; জলের বোতল, বোতল; 5; types=sipper, fridge, insulated, leak proof, printed, personalised / materials=stainless steel, copper, glass, plastic / sizes=500 ml, 750 ml, 1 litre, set of 2 / uses=for office, for travel, for school, for gym / audiences=for kids / features=with lid
flask; drinkware; thermos, vacuum flask; thermas, flusk; थर्मस, फ्लास्क; ; ஃபிளாஸ்க்; ఫ్లాస్క్; ফ্লাস্ক; 3; types=insulated, leak proof, personalised / materials=stainless steel / sizes=500 ml, 750 ml, 1 litre / uses=for office, for travel / features=with lid
coffee mug; drinkware; mug; cofee mug, coffe mug; कॉफी मग, मग; ; காபி மக்; కాఫీ మగ్; কফি মগ; 4; types=insulated, printed, personalised / materials=stainless steel, ceramic, glass / sizes=set of 2 / uses=for office, for travel / features=with lid, with handle
kulhad; drinkware; clay cup, chai cup, mitti cup; kullad, kulhar, kulladh, kulad; कुल्हड़; कुल्हड; மண் குவளை; మట్టి కప్పు; ভাঁড়, মাটির ভাঁড়; 2; sizes=set of 2 / features=with handle
water jug; drinkware; jug, pitcher; jag, water jag; जग; ; ஜக்; జగ్; জগ; 2; materials=stainless steel, copper, glass, plastic / sizes=1 litre / features=with lid, with handle
lunch box; drinkware; tiffin, tiffin box; lunchbox, tifin box, dabba; लंच बॉक्स, टिफिन; डबा, टिफिन; லஞ்ச் பாக்ஸ், டிபன் பாக்ஸ்; లంచ్ బాక్స్, టిఫిన్ బాక్స్; লাঞ্চ বক্স, টিফিন বক্স; 4; audiences=for kids, for men / types=insulated, leak proof, printed / materials=stainless steel, glass, plastic / uses=for office, for travel, for school / features=with lid
storage container; storage; kitchen container, airtight container, container set; storage dabba, containers; स्टोरेज कंटेनर, डिब्बा; डबा; சேமிப்பு டப்பா; స్టోరేజ్ డబ్బా; কৌটো; 4; types=airtight, stackable, microwave safe, leak proof, transparent / materials=glass, borosilicate / sizes=set of 3, set of 6, 500 ml, 1 litre / uses=for office, for fridge / features=with lid
masala box; storage; spice box, masala dabba; masaladani, masale box; मसाला डिब्बा, मसालेदानी; मसाल्याचा डबा; அஞ்சறைப் பெட்டி; పోపుల పెట్టె; মশলার কৌটো; 3; types=airtight / features=with lid, with spoon
oil dispenser; storage; oil bottle, oil can; oil dispensor; तेल की बोतल, ऑयल डिस्पेंसर; ; எண்ணெய் பாட்டில்; నూనె డబ్బా; তেলের বোতল; 2; types=leak proof, transparent / materials=glass, borosilicate / sizes=500 ml, 1 litre
chopping board; kitchen-tool; cutting board; choping board; चॉपिंग बोर्ड; ; நறுக்கும் பலகை; చాపింగ్ బోర్డ్; চপিং বোর্ড; 3; types=anti-slip / materials=wooden, plastic, bamboo, stainless steel / features=with handle
knife set; kitchen-tool; kitchen knife, knives; chaku, knive set; चाकू, चाकू सेट; सुरी; கத்தி; కత్తి; ছুরি; 3; materials=stainless steel / features=with handle
chakla belan; kitchen-tool; rolling pin, belan, chakla; chakla belna, polpat latne; चकला बेलन, बेलन; पोळपाट लाटणे; சப்பாத்தி கட்டை; చపాతీ పీట కర్ర; চাকি বেলুন, বেলুন; 3; types=anti-slip / materials=wooden, stainless steel
vegetable chopper; kitchen-tool; chopper, vegetable cutter; veg chopper, sabzi cutter; वेजिटेबल चॉपर, सब्ज़ी कटर; ; காய்கறி வெட்டி; కూరగాయల చాపర్; সবজি কাটার; 3; types=manual, pull cord / materials=plastic, stainless steel / features=with handle
idli maker; steamer; idli stand, idli cooker; idly maker, idli patra; इडली मेकर, इडली स्टैंड; ; இட்லி பாத்திரம், இட்லி தட்டு; ఇడ్లీ పాత్ర, ఇడ్లీ స్టాండ్; ইডলি মেকার; 2
bedsheet; bedding; bed sheet, bedsheet set; bedshit, chadar, bed sheets; बेडशीट, चादर; बेडशीट, चादर; பெட்ஷீட், படுக்கை விரிப்பு; బెడ్‌షీట్, దుప్పటి; বেডশিট, চাদর; 5; materials=jaipuri cotton, microfibre, polyester, glace cotton / types=fitted, jaipuri, printed, solid, double bed, single bed / features=with 2 pillow covers / uses=for all seasons, for gifting / sizes=set of 2
pillow; bedding; pillows; takiya, pilow; तकिया; उशी; தலையணை; దిండు; বালিশ; 4; materials=memory foam, fibre, microfibre, polyester / sizes=set of 2
pillow cover; bedding; pillow covers; takiya cover, pilow cover; तकिया कवर; उशी कव्हर; தலையணை உறை; దిండు కవర్; বালিশের কভার; 3; types=printed, solid / materials=microfibre, polyester, glace cotton / sizes=set of 2 / uses=for gifting
blanket; bedding; blankets, kambal; blankit, kambal; कंबल; ब्लँकेट, घोंगडी; போர்வை, கம்பளி; దుప్పటి, కంబళి; কম্বল; 4; materials=wool, mink, fleece, microfibre, polyester / uses=for winter, for gifting / types=printed, solid, double bed, single bed / sizes=set of 2
comforter; bedding; quilt, razai; comfortor, rajai; रज़ाई; रजई; கம்பர்ட்டர், போர்வை; రజాయి, కంఫర్టర్; লেপ, কমফোর্টার; 3; uses=for winter, for all seasons, for gifting / types=printed, solid, double bed, single bed / materials=microfibre, polyester
# A dohar is a light two-layer cotton blanket for summer and air-conditioned rooms, not a winter quilt.
dohar; bedding; ac dohar; dhohar; दोहर; ; தோஹர்; దోహర్; দোহর; 3; types=reversible, jaipuri, printed, solid, double bed, single bed / uses=for ac room, for summer, for all seasons, for gifting / materials=microfibre, polyester
mattress; mattress; bed mattress, gadda; matress, gadda; गद्दा; गादी; மெத்தை; పరుపు; তোশক, ম্যাট্রেস; 4; materials=memory foam, coir, foam / types=orthopedic, 6 inch, 8 inch
towel; bath; bath towel, towels; towal, tolia, tauliya; तौलिया; टॉवेल; துண்டு; తువ్వాలు, టవల్; তোয়ালে, গামছা; 4; uses=for gym, for travel
bathrobe; bath; bath robe; bath gown; बाथरोब; ; குளியல் அங்கி; బాత్‌రోబ్; বাথরোব; 2
curtains; furnishing; curtain, parda, window curtains; curtens, pardey; पर्दे, पर्दा; पडदे; திரைச்சீலை; కర్టెన్లు; পর্দা; 4; sizes=5 feet, 7 feet, 9 feet / uses=for window, for door, for bedroom, for living room / types=blackout, embroidered / materials=velvet
cushion cover; furnishing; cushion covers; kushan cover; कुशन कवर; ; குஷன் உறை; కుషన్ కవర్; কুশন কভার; 3; types=embroidered / materials=velvet, jute / sizes=set of 5 / uses=for bedroom, for living room
sofa cover; furnishing; sofa slipcover; sofa covers; सोफा कवर; ; சோபா கவர்; సోఫా కవర్; সোফা কভার; 3; types=embroidered / materials=velvet / uses=for living room
doormat; furnishing; door mat, floor mat; dor mat, paydan; डोरमैट, पायदान; पायपुसणी; கால்மிதி; డోర్ మ్యాట్, కాలి పట్టా; পাপোশ; 3; uses=for entrance, for bathroom, for bedroom, for living room / types=anti-slip / materials=jute
table cover; furnishing; table cloth, dining table cover; tabel cover; टेबल कवर; ; மேசை விரிப்பு; టేబుల్ కవర్; টেবিল কভার; 2; uses=for dining table, for living room / types=embroidered / materials=jute
mop; cleaning; floor mop, pocha; pochha, mop stick; पोछा, मॉप; मॉप, पोतेरे; துடைப்பான்; మాప్; মপ, ন্যাতা; 4; types=spin, flat, 360 degree, long handle, reusable / features=with bucket / uses=for floor cleaning, for kitchen / materials=plastic, stainless steel, microfibre
broom; cleaning; jhadu, broom stick; jharu, jhaadu; झाड़ू; झाडू; துடைப்பம்; చీపురు; ঝাঁটা, ঝাড়ু; 3; types=grass, soft, plastic, long handle / uses=for floor cleaning, for kitchen / materials=plastic
dustbin; bin; garbage bin, waste bin, kachra dabba; dust bin, dastbin; डस्टबिन, कूड़ेदान; कचरापेटी; குப்பைத் தொட்டி; చెత్త బుట్ట; ডাস্টবিন; 3; types=pedal, swing lid / sizes=10 litre, 20 litre
bucket; bin; balti; bukket, balti; बाल्टी; बादली; வாளி; బకెట్; বালতি; 2; sizes=16 litre, 20 litre, 25 litre / types=foldable
cleaning cloth; cleaning; microfibre cloth, duster; kapda, duster cloth; सफाई का कपड़ा, डस्टर; ; துடைக்கும் துணி; శుభ్రపరిచే గుడ్డ; পরিষ্কারের কাপড়; 2; uses=for car, for glass, for kitchen / types=reusable / materials=microfibre
laundry basket; home-utility; cloth basket, laundry bag; londri basket; लॉन्ड्री बास्केट; ; துணி கூடை; లాండ్రీ బాస్కెట్; লন্ড্রি বাস্কেট; 2; materials=cotton rope, jute, bamboo, fabric / features=with lid, with handles / sizes=45 litre, 60 litre
cloth drying stand; home-utility; clothes stand, drying rack; kapde sukhane ka stand; कपड़े सुखाने का स्टैंड; ; துணி காயவைக்கும் ஸ்டாண்ட்; బట్టలు ఆరబెట్టే స్టాండ్; কাপড় শুকানোর স্ট্যান্ড; 3; types=wall mounted / materials=stainless steel, metal / uses=for balcony
hangers; home-utility; cloth hangers, hanger; hangar, hangers set; हैंगर; ; ஹேங்கர்; హ్యాంగర్లు; হ্যাঙ্গার; 2; materials=stainless steel, metal, wooden / sizes=pack of 6, pack of 12 / uses=for wardrobe
ceiling fan; fan; ceiling pankha, bldc fan; celing fan, sealing fan, siling fan; सीलिंग फैन, पंखा; ; சீலிங் ஃபேன், மின்விசிறி; సీలింగ్ ఫ్యాన్; সিলিং ফ্যান; 5; sizes=1200 mm, 900 mm, 1400 mm / features=with led light, with remote / types=remote control, decorative / uses=for bedroom
table fan; fan; desk fan, small fan; tabel fan; टेबल फैन; ; டேபிள் ஃபேன்; టేబుల్ ఫ్యాన్; টেবিল ফ্যান; 4; sizes=300 mm, 400 mm / features=with remote / types=remote control, decorative / uses=for bedroom
pedestal fan; fan; stand fan, floor fan; pedestel fan; पेडेस्टल फैन, स्टैंड फैन; ; ஸ்டாண்ட் ஃபேன்; స్టాండ్ ఫ్యాన్; স্ট্যান্ড ফ্যান; 4; sizes=400 mm / features=with remote / types=remote control, decorative / uses=for bedroom
exhaust fan; fan; ventilation fan, kitchen exhaust fan; exaust fan; एग्जॉस्ट फैन; ; எக்ஸாஸ்ட் ஃபேன்; ఎగ్జాస్ట్ ఫ్యాన్; এগজস্ট ফ্যান; 3; sizes=150 mm, 200 mm, 250 mm / uses=for kitchen, for bathroom
storage box; wardrobe-storage; storage organiser, storage organizer, clothes storage box, wardrobe organiser, fabric storage box; storage boxs, storage bocks; स्टोरेज बॉक्स; ; சேமிப்புப் பெட்டி; స్టోరేజ్ బాక్స్; স্টোরেজ বক্স; 4; types=stackable / features=with lid, with handles / uses=for toys, for home / sizes=set of 3
saree cover; wardrobe-storage; saree organiser, saree organizer, saree bag, saree storage bag; sari cover, saree cvr; साड़ी कवर; साडी कव्हर; சேலை கவர்; చీర కవర్; শাড়ির কভার; 3; types=quilted / features=with zip, with window / uses=for sarees, for travel / sizes=pack of 12
kitchen rack; home-utility; kitchen storage rack, kitchen organiser rack, kitchen shelf; kichen rack, kitchen rak; किचन रैक; ; சமையலறை ரேக்; కిచెన్ ర్యాక్; রান্নাঘরের র‍্যাক; 3; types=2 tier, 3 tier, 4 tier, corner, wall mounted, multipurpose / materials=stainless steel, metal / uses=for kitchen / features=with wheels
mosquito net; bedding; ; machhardani, macchardani, machardani, mosquito nett; मच्छरदानी; मच्छरदाणी; கொசுவலை; దోమతెర; মশারি; 4; types=double bed, single bed, foldable / materials=nylon, polyester
mosquito racket; pest-control; mosquito bat, mosquito killer bat, mosquito killer racket, electric swatter; machhar bat, macchar racket, mosquito raket; मच्छर मारने का रैकेट, मच्छर बैट; डास मारण्याची बॅट; கொசு பேட்; దోమల బ్యాట్; মশা মারার র‍্যাকেট, মশা মারার ব্যাট; 4; types=2 in 1 / features=with uv lamp
electric iron; iron; iron box, press iron, clothes iron; istri, istree, iron press; इस्त्री, प्रेस; इस्त्री; இஸ்திரி பெட்டி; ఇస్త్రీ పెట్టె; ইস্ত্রি; 4
# Steam and dry irons are bought as different products: neither is another name of the other.
steam iron; iron; steam press iron; stem iron, steam istri; स्टीम आयरन, भाप वाली इस्त्री; स्टीम इस्त्री; ஸ்டீம் அயர்ன்; స్టీమ్ ఐరన్; স্টিম আয়রন; 3; features=with spray, with vertical steam, with auto shut off
dry iron; iron; dry press iron; drai iron, dry istri; ड्राई आयरन; ड्राय इस्त्री; டிரை அயர்ன்; డ్రై ఐరన్; ড্রাই আয়রন; 3; types=heavy weight
geyser; geyser; water heater, electric geyser, electric water heater; gyser, geezer, gizer, geysor; गीज़र, वॉटर हीटर; गिझर, गीजर; கீசர், வாட்டர் ஹீட்டர்; గీజర్, వాటర్ హీటర్; গিজার, ওয়াটার হিটার; 4
room heater; room-heater; heater, electric heater; rum heater, hetar; रूम हीटर, हीटर; ; ரூம் ஹீட்டர், ஹீட்டர்; రూమ్ హీటర్, హీటర్; রুম হিটার, হিটার; 4
air cooler; cooler; cooler, room cooler; aircooler, coolar, air cooller; कूलर, एयर कूलर; ; ஏர் கூலர்; ఎయిర్ కూలర్; এয়ার কুলার; 5
vacuum cleaner; vacuum; ; vaccum cleaner, vacum cleaner, vacume cleaner; वैक्यूम क्लीनर; ; வேக்யூம் கிளீனர்; వాక్యూమ్ క్లీనర్; ভ্যাকুয়াম ক্লিনার; 4
immersion rod; immersion; immersion heater, water heater rod, heater rod, heating rod; imersion rod, immersion road, rod heater; इमर्शन रॉड, पानी गर्म करने की रॉड; ; இம்மர்ஷன் ராட்; ఇమ్మర్షన్ రాడ్; ইমার্শন রড; 4
`,
);

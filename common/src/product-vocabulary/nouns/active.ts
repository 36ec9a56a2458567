import { nounTable } from '../table';

/** Sports: curated by Vikreta (not measured search data), as of November 2026. */
export const sportsNouns = nounTable(
  'Sports',
  `
@bat-ball
types: tennis, leather, hard tennis, practice, professional
uses: for practice, for tournament, for beginners
audiences: for kids, for adults, for boys
prices: 500 1000 1500 2000
band: 199 800 2500 20000
checklist: material size weight ageGroup

@racket
types: professional, beginner
uses: for practice, for beginners, for intermediate players
audiences: for kids, for adults
prices: 500 1000 2000
band: 299 900 3000 15000
checklist: material weight count ageGroup

# A table tennis bat has a wooden blade with rubber: no badminton words (shuttlecock, steel or aluminium frames).
@tt-bat
types: beginner, professional, all round, offensive, pre-assembled
materials: wood, carbon, rubber
sizes: pack of 2, set of 2
uses: for practice, for beginners, for intermediate players
audiences: for kids, for adults
features: with cover, with balls
prices: 500 1000 2000
band: 249 700 2500 12000
checklist: material weight count

@fitness
types: heavy duty
uses: for home workout, for gym, for beginners
audiences: for men, for women
prices: 500 1000 2000 3000
band: 199 800 2500 30000
checklist: material weight dimensions count

@treadmill
types: foldable, home gym
uses: for home workout, for gym, for weight loss
prices: 15000 20000 25000 30000
band: 12000 20000 35000 150000
checklist: wattage weight dimensions warranty

@mat
types: anti-skid, non-slip, thick, foldable, travel
materials: tpe, eva, pvc, rubber, cotton
sizes: 4 mm, 6 mm, 8 mm
uses: for yoga, for home workout, for gym, for exercise
audiences: for men, for women, for kids
features: with strap, with carry bag
prices: 300 500 800 1000
band: 199 500 1200 5000
checklist: material dimensions colour

@ball-game
types: professional, practice, training, indoor, outdoor
materials: rubber, pu, synthetic, leather
sizes: size 3, size 4, size 5
uses: for practice, for match, for kids, for beginners
audiences: for kids, for adults
prices: 300 500 1000
band: 199 500 1500 5000
checklist: size material ageGroup

@cycle
types: gear, single speed, mountain, road, kids, fat tyre
sizes: 20 inch, 24 inch, 26 inch, 27.5 inch
uses: for adults, for kids, for city riding, for fitness
audiences: for men, for women, for boys, for girls
features: with gears, with disc brakes
prices: 5000 8000 10000 15000
band: 3999 8000 18000 80000
checklist: size ageGroup material warranty

@indoor-game
types: tournament
materials: wooden, plastic
uses: for kids, for family, for adults
features: with pieces
prices: 300 500 1000 2000
band: 199 500 1500 6000
checklist: material dimensions ageGroup count

@carrom
types: tournament
materials: wooden
sizes: 20 inch, 26 inch, 32 inch
uses: for kids, for family, for adults
features: with coins
prices: 1000 1500 2000 3000
band: 699 1500 3000 10000
checklist: material dimensions count

@skates
types: adjustable
uses: for kids, for adults, for beginners
audiences: for boys, for girls
prices: 1000 1500 2000 3000
band: 699 1500 3500 15000
checklist: size material ageGroup

@swim
types: anti-fog, uv protection, adjustable
materials: silicone, polycarbonate, nylon
uses: for swimming, for kids, for adults
audiences: for men, for women, for kids
prices: 200 300 500
band: 149 350 800 3000
checklist: material size ageGroup

cricket bat; bat-ball; bat; criket bat, cricket batt; क्रिकेट बैट, बैट; क्रिकेट बॅट, बॅट; கிரிக்கெட் மட்டை; క్రికెట్ బ్యాట్; ক্রিকেট ব্যাট; 4; materials=kashmir willow, english willow, plastic / sizes=size 4, size 5, size 6, full size
cricket ball; bat-ball; leather ball, tennis ball for cricket; criket ball; क्रिकेट बॉल; ; கிரிக்கெட் பந்து; క్రికెట్ బంతి; ক্রিকেট বল; 3; sizes=pack of 6 / materials=rubber, leather, plastic
cricket kit; bat-ball; cricket set, cricket kit bag; criket kit; क्रिकेट किट; ; கிரிக்கெட் கிட்; క్రికెట్ కిట్; ক্রিকেট কিট; 3; materials=kashmir willow, english willow / sizes=size 4, size 5, size 6, full size
badminton racket; racket; badminton racquet, badminton set; badminton raket, badmintan racket; बैडमिंटन रैकेट; ; பேட்மிண்டன் ராக்கெட்; బ్యాడ్మింటన్ రాకెట్; ব্যাডমিন্টন র‍্যাকেট; 4; types=lightweight, aluminium, carbon / materials=aluminium, carbon fibre, steel / features=with cover, with shuttlecock / sizes=pack of 2
shuttlecock; racket; shuttle, feather shuttlecock, nylon shuttlecock; shuttel cock, shutlecock; शटलकॉक; ; இறகுப்பந்து; షటిల్ కాక్; শাটলকক; 3; types=feather, nylon / sizes=pack of 6, pack of 10, pack of 2
tennis racket; racket; tennis racquet; tenis racket; टेनिस रैकेट; ; டென்னிஸ் ராக்கெட்; టెన్నిస్ రాకెట్; টেনিস র‍্যাকেট; 2; types=lightweight, aluminium, carbon / materials=aluminium, carbon fibre, steel / features=with cover
table tennis bat; tt-bat; tt bat, table tennis racket, ping pong paddle; tt racket; टेबल टेनिस बैट; ; டேபிள் டென்னிஸ் மட்டை; టేబుల్ టెన్నిస్ బ్యాట్; টেবিল টেনিস ব্যাট; 2
yoga mat; mat; exercise mat, gym mat, workout mat; yog mat, yoga matt; योगा मैट; योगा मॅट; யோகா மேட்; యోగా మ్యాట్; যোগা ম্যাট; 4
dumbbells; fitness; dumbbell set, dumbbell; dumbells, dumble; डम्बल; डंबेल; டம்பெல்ஸ்; డంబెల్స్; ডাম্বেল; 4; types=adjustable / materials=rubber, pvc, steel / sizes=1 kg, 2 kg, 5 kg, 10 kg, pair / uses=for weight loss
skipping rope; fitness; jump rope, skipping; skiping rope; स्किपिंग रस्सी; दोरीउड्या; ஸ்கிப்பிங் கயிறு; స్కిప్పింగ్ తాడు; স্কিপিং দড়ি; 3; features=with counter / types=adjustable / materials=pvc, steel / uses=for weight loss
resistance band; fitness; resistance bands, exercise band, loop band; resistence band; रेजिस्टेंस बैंड; ; ரெசிஸ்டன்ஸ் பேண்ட்; రెసిస్టెన్స్ బ్యాండ్; রেজিস্ট্যান্স ব্যান্ড; 3; sizes=set of 5 / materials=rubber, tpe / uses=for yoga, for weight loss
gym gloves; fitness; workout gloves, weight lifting gloves; gym glovs; जिम ग्लव्स; ; ஜிம் கையுறை; జిమ్ గ్లవ్స్; জিম গ্লাভস; 3; sizes=small, medium, large / types=anti-skid, non-slip / materials=neoprene
hand grip; fitness; hand gripper, grip strengthener; handgrip; हैंड ग्रिप; ; ஹேண்ட் கிரிப்; హ్యాండ్ గ్రిప్; হ্যান্ড গ্রিপ; 2; types=adjustable / materials=steel
push up bar; fitness; push up stand, pushup board; pushup bar; पुश अप बार; ; புஷ் அப் பார்; పుష్ అప్ బార్; পুশ আপ বার; 2; types=anti-skid, non-slip, foldable / materials=steel
treadmill; treadmill; walking machine, running machine; tredmill, treadmil; ट्रेडमिल; ; டிரெட்மில்; ట్రెడ్‌మిల్; ট্রেডমিল; 3; types=motorised, manual
football; ball-game; soccer ball, foot ball; footbal, futball, fut ball; फुटबॉल; ; கால்பந்து; ఫుట్‌బాల్; ফুটবল; 4
basketball; ball-game; basket ball; basketbal; बास्केटबॉल; ; கூடைப்பந்து; బాస్కెట్‌బాల్; বাস্কেটবল; 3; sizes=size 6, size 7
volleyball; ball-game; volley ball; volly ball; वॉलीबॉल; ; கைப்பந்து; వాలీబాల్; ভলিবল; 2
bicycle; cycle; cycle, mtb cycle; bycycle, saikil; साइकिल; सायकल; சைக்கிள்; సైకిల్; সাইকেল; 4
carrom board; carrom; carrom; caram board, carom board; कैरम बोर्ड; कॅरम बोर्ड; கேரம் போர்டு; క్యారమ్ బోర్డ్; ক্যারম বোর্ড; 3
chess board; indoor-game; chess set, chess; ches board; शतरंज; बुद्धिबळ; சதுரங்கம், செஸ்; చదరంగం; দাবা; 3; types=magnetic, folding, travel
swimming goggles; swim; swim goggles, goggles for swimming; swiming goggles; स्विमिंग गॉगल्स; ; நீச்சல் கண்ணாடி; స్విమ్మింగ్ గాగుల్స్; সুইমিং গগলস; 2
skates; skates; roller skates, skating shoes, inline skates; skats, skating; स्केट्स; ; ஸ்கேட்ஸ்; స్కేట్స్; স্কেট; 2; types=inline, quad
`,
);

/** Automotive: curated by Vikreta (not measured search data), as of November 2026. */
export const automotiveNouns = nounTable(
  'Automotive',
  `
@helmet
types: full face, half face, open face, flip up, isi marked, dot certified
materials: abs, polycarbonate, fibre
sizes: medium, large, xl
uses: for bike, for scooty, for riding, for long rides
audiences: for men, for women, for kids
features: with visor, with clear visor
prices: 1000 1500 2000 3000
band: 599 1500 3500 15000
checklist: size material certification colour

@car-care
types: universal, custom fit, heavy duty
uses: for car, for suv, for hatchback, for sedan
prices: 500 1000 1500 2000
band: 299 800 2000 8000
checklist: compatibility material colour dimensions

@bike-care
types: waterproof, dustproof, universal
materials: polyester, nylon
uses: for bike, for scooty, for activa
prices: 300 500 800
band: 199 450 900 2500
checklist: compatibility material colour

@riding-gloves
types: full finger, half finger, waterproof
materials: leather, polyester, nylon
sizes: medium, large, xl
uses: for bike, for riding
prices: 300 500 1000
band: 199 500 1200 5000
checklist: size material colour

@car-accessory
types: portable, universal
uses: for travel
prices: 500 1000 2000 3000
band: 299 900 2500 12000
checklist: compatibility warranty

@car-chemical
uses: for car, for bike
prices: 200 300 500
band: 99 250 600 2000
checklist: capacity compatibility

# A chain lube is for chain-driven two-wheelers, never a car.
@chain-care
types: synthetic
sizes: 150 ml, 500 ml
uses: for bike, for motorcycle, for cycle
prices: 200 300 500
band: 149 300 600 1500
checklist: capacity compatibility

@vehicle-light
types: led, waterproof, universal
sizes: pair, pack of 2
uses: for bike, for car, for night riding
features: with switch
prices: 500 1000 1500 2000
band: 299 800 2000 8000
checklist: wattage compatibility waterResistance count warranty

bike helmet; helmet; helmet, motorcycle helmet, riding helmet; helmat, hellmet; हेलमेट; हेल्मेट; ஹெல்மெட்; హెల్మెట్; হেলমেট; 4
car cover; car-care; car body cover; car cvr, car cover waterproof; कार कवर; ; கார் கவர்; కార్ కవర్; গাড়ির কভার; 4; types=dustproof, waterproof / materials=polyester, nylon
car seat cover; car-care; seat cover, seat covers for car; car seat covar; कार सीट कवर; ; கார் சீட் கவர்; కార్ సీట్ కవర్; গাড়ির সিট কভার; 3; materials=leatherette, polyester, pu, microfibre / types=waterproof
car floor mat; car-care; car mats, foot mats, 7d mats; car mat, floor mats; कार मैट; ; கார் மேட்; కార్ మ్యాట్; গাড়ির ম্যাট; 3; types=7d, 3d, waterproof / materials=pu
steering cover; car-care; steering wheel cover; stearing cover; स्टीयरिंग कवर; ; ஸ்டீயரிங் கவர்; స్టీరింగ్ కవర్; স্টিয়ারিং কভার; 2; materials=pu, microfibre
bike cover; bike-care; scooty cover, two wheeler cover; byke cover; बाइक कवर; ; பைக் கவர்; బైక్ కవర్; বাইক কভার; 3
car charger; car-accessory; car mobile charger, car adapter; car chargar; कार चार्जर; ; கார் சார்ஜர்; కార్ ఛార్జర్; গাড়ির চার্জার; 3; types=fast charging, dual port, wireless / features=with usb, with led display / uses=for car, for suv
dash cam; car-accessory; dashcam, car camera, dashboard camera; dash camera; डैश कैम; ; டேஷ் கேம்; డ్యాష్ క్యామ్; ড্যাশ ক্যাম; 3; types=front and rear, 4k, wifi, smart / uses=for car, for suv
tyre inflator; car-accessory; air compressor, tyre pump, portable inflator; tire inflator, tyre inflater; टायर इन्फ्लेटर; ; டயர் இன்ஃப்ளேட்டர்; టైర్ ఇన్‌ఫ్లేటర్; টায়ার ইনফ্লেটর; 3; types=digital / features=with led display / uses=for bike, for car, for suv
car vacuum cleaner; car-accessory; car vacuum, portable vacuum; car vaccum cleaner; कार वैक्यूम क्लीनर; ; கார் வேக்யூம் கிளீனர்; కార్ వాక్యూమ్ క్లీనర్; গাড়ির ভ্যাকুয়াম ক্লিনার; 3; uses=for car, for suv
bike mobile holder; car-accessory; bike phone holder, mobile holder for bike; bike mobile stand; बाइक मोबाइल होल्डर; ; பைக் மொபைல் ஹோல்டர்; బైక్ మొబైల్ హోల్డర్; বাইক মোবাইল হোল্ডার; 3; types=waterproof, metal / uses=for bike
car perfume; car-chemical; car air freshener, car freshener; car perfum; कार परफ्यूम; ; கார் வாசனை; కార్ పెర్ఫ్యూమ్; গাড়ির পারফিউম; 3; types=fresh, lemon, lavender, gel, spray, long lasting / uses=for dashboard / sizes=100 ml, 250 ml
car shampoo; car-chemical; car wash shampoo, car wash; car shampo; कार शैम्पू; ; கார் ஷாம்பு; కార్ షాంపూ; গাড়ির শ্যাম্পু; 2; sizes=1 litre, 250 ml
car polish; car-chemical; car wax, dashboard polish; car polis; कार पॉलिश; ; கார் பாலிஷ்; కార్ పాలిష్; গাড়ির পালিশ; 2; types=spray, long lasting / uses=for dashboard / sizes=100 ml, 250 ml
engine oil; car-chemical; motor oil, bike engine oil; engin oil; इंजन ऑयल; ; என்ஜின் ஆயில்; ఇంజిన్ ఆయిల్; ইঞ্জিন অয়েল; 3; types=synthetic, semi synthetic, 10w30, 20w40 / sizes=1 litre
riding gloves; riding-gloves; bike gloves, motorcycle gloves; riding glovs; राइडिंग ग्लव्स; ; ரைடிங் கையுறை; రైడింగ్ గ్లవ్స్; রাইডিং গ্লাভস; 3
chain lube; chain-care; chain lubricant, chain spray, chain lube spray, bike chain lube, chain oil; chain lub, chain loob, chainlube; चेन ल्यूब, चेन स्प्रे; ; செயின் லூப், செயின் ஸ்ப்ரே; చైన్ ల్యూబ్, చైన్ స్ప్రే; চেইন লুব, চেইন স্প্রে; 3; sizes=pack of 2
fog light; vehicle-light; fog lamp, auxiliary light, aux light; fog lite, foglight, fog lamps; फॉग लाइट, फॉग लैंप; ; ஃபாக் லைட்; ఫాగ్ లైట్; ফগ লাইট; 3; types=yellow, white, dual colour / features=with wiring harness
car sun shade; car-care; car sunshade, car window shade, car curtain, car window curtain; car sun shed, car sunshed; कार सन शेड, कार का पर्दा; ; கார் சன் ஷேட்; కార్ సన్ షేడ్; গাড়ির সান শেড; 3; types=magnetic, foldable / materials=mesh
puncture repair kit; car-accessory; tyre puncture kit, tubeless puncture kit, puncture kit, tubeless tyre repair kit; puncher kit, panchar kit, puncture repair kit tubeless; पंक्चर किट, पंचर किट; ; பஞ்சர் கிட்; పంక్చర్ కిట్; পাংচার কিট; 3; uses=for car, for bike, for tubeless tyres
`,
);

/** Tools: curated by Vikreta (not measured search data), as of November 2026. */
export const toolNouns = nounTable(
  'Tools',
  `
@power-tool
types: cordless, corded, heavy duty, variable speed
features: with carry case, with battery
uses: for home, for diy, for professionals
prices: 1000 2000 3000 5000
band: 799 1800 4000 20000
checklist: wattage battery count warranty

@hand-tool
types: heavy duty, multipurpose, professional
uses: for home, for diy, for professionals
prices: 300 500 1000 2000
band: 149 500 1500 6000
checklist: count material dimensions

@electrical-tool
uses: for electronics repair, for home
prices: 300 500 1000 2000
band: 199 500 1500 6000
checklist: wattage warranty certification

@meter
types: digital, auto ranging, pocket
uses: for electricians, for electronics repair, for home
prices: 300 500 1000 2000
band: 199 500 1500 6000
checklist: warranty certification

@torch
types: rechargeable, led, long range
uses: for home, for emergency
prices: 200 300 500 1000
band: 99 300 800 4000
checklist: battery wattage warranty

@ladder
types: heavy duty, aluminium, foldable
materials: aluminium, steel
uses: for home, for shop, for office
prices: 2000 3000 5000
band: 1500 3000 6000 20000
checklist: material dimensions weight

@measuring-tool
types: digital
materials: stainless steel, carbon fibre, plastic
sizes: 150 mm, 200 mm, 300 mm
uses: for engineering, for students, for workshop
features: with lcd display, with case
prices: 500 1000 2000
band: 199 600 1500 8000
checklist: dimensions material warranty

@fastener
types: nylon, heavy duty, self locking, reusable
sizes: 100 mm, 150 mm, 200 mm, 300 mm, pack of 100
uses: for cable management, for home, for garden
prices: 100 200 300
band: 49 120 300 1000
checklist: count dimensions material colour

@hardware
types: heavy duty, brass, keyless
materials: brass, steel, iron
uses: for home, for shop, for office, for gate
prices: 300 500 1000 3000
band: 149 500 1500 8000
checklist: material dimensions count

drill machine; power-tool; drill, electric drill, impact drill; dril machine, driller; ड्रिल मशीन; ; டிரில் மெஷின்; డ్రిల్ మెషిన్; ড্রিল মেশিন; 4; sizes=10 mm, 13 mm / uses=for wall, for wood, for metal / features=with drill bits / types=reversible
angle grinder; power-tool; grinder machine, cutter machine; angel grinder; एंगल ग्राइंडर; ; ஆங்கிள் கிரைண்டர்; యాంగిల్ గ్రైండర్; অ্যাঙ্গেল গ্রাইন্ডার; 3; sizes=4 inch / uses=for metal, for tiles
tool kit; hand-tool; tool set, toolbox, tool box; toolkit, tul kit; टूल किट; ; கருவித் தொகுப்பு, டூல் கிட்; టూల్ కిట్; টুল কিট; 4; uses=for car, for bike, for electricians / sizes=24 piece, 46 piece / types=insulated, magnetic / materials=chrome vanadium, carbon steel / features=with case, with box
screwdriver set; hand-tool; screwdriver, screw driver; screw driwer; पेचकस, स्क्रूड्राइवर सेट; स्क्रू ड्रायव्हर; ஸ்க்ரூடிரைவர்; స్క్రూడ్రైవర్; স্ক্রুড্রাইভার; 3; sizes=set of 6, set of 12 / uses=for electricians / types=insulated, magnetic / materials=chrome vanadium / features=with case, with box
spanner set; hand-tool; wrench set, spanner; spaner set, panna; पाना, स्पैनर सेट; पाना; ஸ்பானர்; స్పానర్ సెట్; স্প্যানার সেট; 3; sizes=set of 6, set of 12 / uses=for car, for bike / materials=chrome vanadium, carbon steel / features=with case, with box
hammer; hand-tool; hathoda, claw hammer; hamer, hathora; हथौड़ा; हातोडा; சுத்தியல்; సుత్తి; হাতুড়ি; 3; sizes=500 g / materials=carbon steel
plier; hand-tool; pliers, plas, cutting plier; plyer, plaas; प्लास, प्लायर; पक्कड; இடுக்கி; ప్లయర్; প্লাস; 2; types=insulated / materials=chrome vanadium, carbon steel
measuring tape; hand-tool; measurement tape, inch tape; mesuring tape, inchi tape; नापने का टेप, इंची टेप; ; அளவு நாடா; కొలత టేప్; মাপার ফিতে; 3; sizes=3 metre, 5 metre / types=magnetic / materials=stainless steel
glue gun; electrical-tool; hot glue gun, glue gun with sticks; glu gun; ग्लू गन; ; க்ளூ கன்; గ్లూ గన్; গ্লু গান; 3; features=with glue sticks
multimeter; meter; digital multimeter, tester; multimetre, multi meter; मल्टीमीटर; ; மல்டிமீட்டர்; మల్టీమీటర్; মাল্টিমিটার; 2
soldering iron; electrical-tool; soldering kit, soldering station; soldring iron; सोल्डरिंग आयरन; ; சால்டரிங் அயர்ன்; సోల్డరింగ్ ఐరన్; সোল্ডারিং আয়রন; 2; types=temperature controlled / uses=for electricians
ladder; ladder; step ladder, folding ladder, sidhi; ladar, sidi; सीढ़ी; शिडी; ஏணி; నిచ్చెన; মই; 3; sizes=4 step, 5 step, 6 step
padlock; hardware; lock, taala, door lock; pad lock, tala; ताला; कुलूप; பூட்டு; తాళం; তালা; 3
torch; torch; flashlight, led torch, rechargeable torch; tarch, flash light; टॉर्च; ; டார்ச் லைட்; టార్చ్ లైట్; টর্চ; 3
vernier caliper; measuring-tool; digital vernier caliper, digital caliper, vernier calliper, caliper; vernier calipers, varnier caliper, vernier callipers, vernier; वर्नियर कैलिपर; ; வெர்னியர் காலிப்பர்; వెర్నియర్ కాలిపర్; ভার্নিয়ার ক্যালিপার; 2
marble cutter; power-tool; marble cutting machine, tile cutter machine, stone cutter; marbal cutter, marble cuter; मार्बल कटर; ; மார்பிள் கட்டர்; మార్బుల్ కట్టర్; মার্বেল কাটার; 3; sizes=4 inch, 5 inch / uses=for tiles, for marble, for granite, for wood / features=with blade
air blower; power-tool; electric blower, dust blower, blower machine; air bloer, air blover; एयर ब्लोअर, ब्लोअर; ; ஏர் ப்ளோவர்; ఎయిర్ బ్లోయర్; এয়ার ব্লোয়ার; 3; uses=for cleaning, for computer, for car / types=2 in 1
cable ties; fastener; zip ties, cable tie, zip tie; cable tai, cable tye, zipties; केबल टाई; ; கேபிள் டை; కేబుల్ టై; কেবল টাই; 3
`,
);

/** Garden: curated by Vikreta (not measured search data), as of November 2026. */
export const gardenNouns = nounTable(
  'Garden',
  `
@planter
sizes: 6 inch, 8 inch, 12 inch, set of 3, set of 5
uses: for indoor plants, for balcony, for garden
prices: 200 300 500 1000
band: 99 300 900 5000
checklist: material dimensions count colour

@garden-input
types: organic, natural
sizes: 1 kg, 5 kg, 10 kg
uses: for plants, for vegetables, for flowering plants, for kitchen garden
prices: 200 300 500
band: 99 250 600 2000
checklist: weight ingredients

@compost
types: organic, natural
sizes: 1 kg, 5 kg, 10 kg
uses: for plants, for vegetables, for flowering plants, for kitchen garden
prices: 200 300 500
band: 99 250 600 2000
checklist: weight

@garden-tool
types: lightweight
materials: plastic
uses: for garden, for balcony, for kitchen garden
prices: 300 500 1000 2000
band: 149 500 1500 8000
checklist: material dimensions count

@seed
types: hybrid, organic, desi, f1
sizes: pack of 5, pack of 10, combo
uses: for kitchen garden, for terrace garden, for pots
prices: 100 200 300
band: 49 150 400 1000
checklist: count

@plant
types: live, indoor, outdoor, air purifying, low maintenance
features: with pot
uses: for home, for office, for balcony, for gifting
prices: 200 300 500
band: 99 300 800 3000
checklist: dimensions count

@irrigation
types: automatic
materials: plastic
uses: for garden, for terrace garden, for kitchen garden
prices: 300 500 1000 2000
band: 199 500 1500 8000
checklist: material dimensions count

@garden-light
types: solar, waterproof, led, decorative
sizes: pack of 2, pack of 4
uses: for garden, for balcony, for outdoor, for pathway
prices: 300 500 1000
band: 199 500 1200 5000
checklist: count wattage waterResistance

planter; planter; flower pot, plant pot, gamla, pot; planter pot, gamala; गमला; कुंडी; தொட்டி, பூந்தொட்டி; పూల కుండీ; টব, ফুলের টব; 4; types=hanging, self watering, wall mounted / materials=ceramic, terracotta, metal, cement, plastic / uses=for home decor
grow bag; planter; grow bags, hdpe grow bag; growbag; ग्रो बैग; ; க்ரோ பேக்; గ్రో బ్యాగ్; গ্রো ব্যাগ; 3; materials=hdpe
potting mix; garden-input; potting soil, garden soil, cocopeat mix; poting mix; पॉटिंग मिक्स, मिट्टी; ; பானை மண்; పాటింగ్ మిక్స్; পটিং মিক্স; 3; types=cocopeat
fertilizer; garden-input; plant food, manure, khad; fertiliser, khaad; खाद; खत; உரம்; ఎరువు; সার; 4; types=npk
vermicompost; compost; vermi compost, earthworm compost; vermicompst, kenchua khad, vermi khad; वर्मीकम्पोस्ट, केंचुआ खाद; गांडूळ खत; மண்புழு உரம்; వర్మీకంపోస్ట్; কেঁচো সার, ভার্মিকম্পোস্ট; 3
seeds; seed; vegetable seeds, flower seeds, beej; sedes, beej; बीज; बियाणे; விதைகள்; విత్తనాలు; বীজ; 4; types=vegetable, flower, microgreens
rubber plant; plant; rubber plant live, ficus elastica; rubbar plant; रबर प्लांट; ; ரப்பர் செடி; రబ్బర్ ప్లాంట్; রাবার গাছ; 2
snake plant; plant; sansevieria, snake plant live; snek plant; स्नेक प्लांट; ; பாம்பு செடி; స్నేక్ ప్లాంట్; স্নেক প্ল্যান্ট; 3
tulsi plant; plant; holy basil plant, tulsi; tulasi plant; तुलसी का पौधा, तुलसी; तुळस; துளசி செடி; తులసి మొక్క; তুলসী গাছ; 3
money plant; plant; pothos, money plant live; mony plant; मनी प्लांट; ; மணி பிளான்ட்; మనీ ప్లాంట్; মানি প্ল্যান্ট; 3
live plants; plant; indoor plants, plants for home; plant, paudha; पौधे; रोपे; செடிகள்; మొక్కలు; গাছ, চারাগাছ; 3
garden hose; garden-tool; water pipe, hose pipe; garden pipe, hose pip; गार्डन पाइप, पानी का पाइप; ; தோட்ட குழாய்; గార్డెన్ పైపు; বাগানের পাইপ; 3; features=with spray nozzle / sizes=10 metre, 15 metre, 20 metre / types=heavy duty, adjustable / materials=pvc / uses=for lawn
pruning shears; garden-tool; secateurs, pruner, hand pruner, garden scissors; pruning sheers, secatures; प्रूनिंग कैंची; छाटणी कात्री; கிளை வெட்டும் கத்தரி; కొమ్మలు కత్తిరించే కత్తెర; ডাল ছাঁটার কাঁচি; 3; types=bypass, anvil, ratchet / materials=carbon steel, stainless steel / uses=for roses, for bonsai, for fruit trees, for kitchen garden
watering can; garden-tool; water can, plant sprayer; watring can; पानी का डिब्बा, वॉटरिंग कैन; ; தண்ணீர் ஊற்றும் கேன்; నీటి డబ్బా; জল দেওয়ার ঝাঁঝরি; 2; materials=stainless steel, metal
gardening tools; garden-tool; garden tool kit, gardening kit, trowel; gardning tools; बागवानी के औज़ार; ; தோட்டக் கருவிகள்; తోట పనిముట్లు; বাগানের সরঞ্জাম; 3; sizes=set of 3, set of 5 / types=heavy duty, ergonomic / materials=stainless steel, metal
solar garden light; garden-light; solar light, garden lights, solar lamp; solar lite; सोलर गार्डन लाइट; ; சோலார் தோட்ட விளக்கு; సోలార్ గార్డెన్ లైట్; সোলার গার্ডেন লাইট; 3
artificial grass; garden-tool; grass mat, artificial turf; artifical grass; आर्टिफिशियल घास; ; செயற்கை புல்; కృత్రిమ గడ్డి; কৃত্রিম ঘাস; 2; sizes=2 x 4 feet / uses=for lawn
bird feeder; garden-tool; hanging bird feeder, bird water feeder; brid feeder; बर्ड फीडर; ; பறவை தீவனம் வைப்பான்; బర్డ్ ఫీడర్; পাখির খাবারের পাত্র; 2; materials=metal
drip irrigation kit; irrigation; drip irrigation system, drip kit, drip irrigation set, drip irrigation; drip irigation kit, drip irrigation kits; ड्रिप सिंचाई किट, ड्रिप इरिगेशन किट; ठिबक सिंचन संच; சொட்டு நீர் பாசன கிட்; డ్రిప్ ఇరిగేషన్ కిట్, బిందు సేద్యం కిట్; ড্রিপ সেচ কিট; 3; sizes=10 metre, 20 metre, 50 metre / uses=for pots, for balcony, for plants / features=with timer, with drippers
sprinkler; irrigation; garden sprinkler, water sprinkler, lawn sprinkler; sprinklar, springler, sprinkller; स्प्रिंकलर; ; ஸ்பிரிங்க்ளர்; స్ప్రింక్లర్; স্প্রিংকলার; 3; types=rotating, 360 degree, impact / materials=brass / uses=for lawn / sizes=pack of 2
garden sprayer; garden-tool; pressure sprayer, pump sprayer, spray pump, hand sprayer; garden spreyer, sprayer pump, pressure spray pump; गार्डन स्प्रेयर, स्प्रे पंप; ; தோட்ட தெளிப்பான், ஸ்ப்ரேயர்; స్ప్రేయర్, స్ప్రే పంప్; স্প্রেয়ার, স্প্রে পাম্প; 3; sizes=1 litre, 2 litre, 5 litre, 16 litre / types=battery operated, knapsack / uses=for plants
plant stand; garden-tool; planter stand, pot stand, flower pot stand; plant stnd, plant stend; प्लांट स्टैंड, गमला स्टैंड; ; செடி ஸ்டாண்ட், பூந்தொட்டி ஸ்டாண்ட்; ప్లాంట్ స్టాండ్; প্ল্যান্ট স্ট্যান্ড, টবের স্ট্যান্ড; 3; types=3 tier, 4 tier, corner, foldable / materials=metal, iron, wooden / uses=for indoor plants, for living room / sizes=set of 2
`,
);

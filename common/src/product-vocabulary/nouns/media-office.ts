import { nounTable } from '../table';

/** Books: curated by Vikreta (not measured search data), as of November 2026. */
export const bookNouns = nounTable(
  'Books',
  `
@book
types: paperback, hardcover, hindi, english
uses: for gifting
prices: 200 300 500
band: 99 250 600 3000
checklist: count

@kids-book
types: paperback, hardcover, illustrated, hindi, english
uses: for kids, for gifting
prices: 200 300 500
band: 99 250 600 3000
checklist: count ageGroup

@exam-book
types: latest edition, solved papers, previous year, chapterwise, hindi medium, english medium
uses: for class 10, for class 12, for upsc, for ssc, for neet, for jee, for cbse
prices: 300 500 800
band: 149 350 800 2500
checklist: count

# School textbooks and reference books of one subject: the class and board they are for.
@school-book
types: latest edition, cbse, icse, state board, hindi medium, english medium, paperback
uses: for class 9, for class 10, for class 11, for class 12, for cbse, for self study
prices: 200 300 500 800
band: 99 250 600 2000
checklist: count

novel; book; novels, fiction book; novle, noval; उपन्यास, नॉवेल; कादंबरी; நாவல்; నవల; উপন্যাস; 4; types=bestselling
story book; kids-book; storybook, kids story book, bedtime stories, stories, story; story buk; कहानी की किताब; गोष्टीचे पुस्तक; கதைப் புத்தகம்; కథల పుస్తకం; গল্পের বই; 4; types=moral stories, panchatantra
self help book; book; motivational book, personal development book; self-help book; सेल्फ हेल्प किताब; ; சுய முன்னேற்ற புத்தகம்; సెల్ఫ్ హెల్ప్ పుస్తకం; সেলফ হেল্প বই; 3; types=bestselling
cookbook; book; recipe book, cookery book; cook book; रेसिपी की किताब; पाककृती पुस्तक; சமையல் புத்தகம்; వంటల పుస్తకం; রান্নার বই; 2; types=bestselling, illustrated / uses=for beginners
comics; kids-book; comic book, graphic novel; comix, comic; कॉमिक्स; ; காமிக்ஸ்; కామిక్స్; কমিকস; 3
colouring book; kids-book; coloring book, drawing book for kids; colring book; कलरिंग बुक; ; வண்ணம் தீட்டும் புத்தகம்; కలరింగ్ బుక్; রং করার বই; 3; sizes=pack of 4 / uses=for adults
dictionary; book; english dictionary, shabdkosh; dictonary, dictionery; शब्दकोश, डिक्शनरी; शब्दकोश; அகராதி; నిఘంటువు; অভিধান; 2; types=latest edition / uses=for students
religious book; book; bhagavad gita, spiritual book; religios book; धार्मिक पुस्तक, गीता; ; ஆன்மீக புத்தகம்; ఆధ్యాత్మిక పుస్తకం; ধর্মীয় বই; 3
biography; book; autobiography, life story; biografy; जीवनी; चरित्र; வாழ்க்கை வரலாறு; జీవిత చరిత్ర; জীবনী; 2; types=bestselling
exam guide; exam-book; competitive exam book, guide book, question bank; exam guid; परीक्षा गाइड; ; தேர்வு வழிகாட்டி; పరీక్ష గైడ్; পরীক্ষার গাইড; 4
sample papers; exam-book; previous year papers, question papers, solved papers; sample paper, question paper, pyq papers; सैंपल पेपर, प्रश्न पत्र; प्रश्नपत्रिका; மாதிரி வினாத்தாள்கள்; మోడల్ ప్రశ్నాపత్రాలు; নমুনা প্রশ্নপত্র; 4
maths book; school-book; mathematics book, maths textbook, mathematics textbook, maths reference book, mathematics, maths; math book, maths buk, mathmatics book, mathematic book, ganit book; गणित की किताब, गणित; गणित पुस्तक, गणित; கணித புத்தகம், கணிதம்; గణిత పుస్తకం, గణితం; গণিত বই, গণিত; 4
physics book; school-book; physics textbook, physics reference book, physics; physic book, phyics book, fizics book; भौतिक विज्ञान की किताब, भौतिक विज्ञान, फिजिक्स की किताब; भौतिकशास्त्र पुस्तक, भौतिकशास्त्र; இயற்பியல் புத்தகம், இயற்பியல்; భౌతిక శాస్త్రం పుస్తకం, భౌతిక శాస్త్రం; পদার্থবিজ্ঞান বই, পদার্থবিজ্ঞান; 3
chemistry book; school-book; chemistry textbook, chemistry reference book, chemistry; chemestry book, chemisty book, kemistry book; रसायन विज्ञान की किताब, रसायन विज्ञान, केमिस्ट्री की किताब; रसायनशास्त्र पुस्तक, रसायनशास्त्र; வேதியியல் புத்தகம், வேதியியல்; రసాయన శాస్త్రం పుస్తకం, రసాయన శాస్త్రం; রসায়ন বই, রসায়ন; 3
biology book; school-book; biology textbook, biology reference book, biology; biolgy book, bio book; जीव विज्ञान की किताब, जीव विज्ञान, बायोलॉजी की किताब; जीवशास्त्र पुस्तक, जीवशास्त्र; உயிரியல் புத்தகம், உயிரியல்; జీవ శాస్త్రం పుస్తకం, జీవ శాస్త్రం; জীববিজ্ঞান বই, জীববিজ্ঞান; 3
science book; school-book; science textbook, science reference book; sciense book, scince book; विज्ञान की किताब; विज्ञान पुस्तक; அறிவியல் புத்தகம்; సైన్స్ పుస్తకం, విజ్ఞాన శాస్త్రం పుస్తకం; বিজ্ঞান বই; 3
ncert books; exam-book; ncert textbook, textbook, school books; ncert book, ncrt books; एनसीईआरटी किताबें; ; என்சிஇஆர்டி புத்தகங்கள்; ఎన్‌సీఈఆర్‌టీ పుస్తకాలు; এনসিইআরটি বই; 4
`,
);

/** Movies: curated by Vikreta (not measured search data), as of November 2026. */
export const movieNouns = nounTable(
  'Movies',
  `
@disc
types: hindi, english, tamil, telugu, collector edition, 4k
uses: for collectors, for gifting, for kids
prices: 300 500 1000
band: 149 400 1000 5000
checklist: count

@merch
types: printed, framed, vintage, limited edition
sizes: a3, a4, 12x18 inch, set of 4
uses: for room decor, for gifting, for fans
prices: 200 300 500
band: 99 300 800 3000
checklist: dimensions material count

dvd; disc; movie dvd, dvds; d v d, dvd movie; डीवीडी; ; டிவிடி; డీవీడీ; ডিভিডি; 2; types=box set
blu-ray; disc; blu ray, bluray disc; blueray; ब्लू-रे; ; ப்ளூ-ரே; బ్లూ-రే; ব্লু-রে; 2; types=box set
movie poster; merch; film poster, poster; movi poster; मूवी पोस्टर; ; திரைப்பட போஸ்டர்; సినిమా పోస్టర్; সিনেমার পোস্টার; 3
box set; disc; movie collection, series box set; boxset; बॉक्स सेट; ; பாக்ஸ் செட்; బాక్స్ సెట్; বক্স সেট; 2
`,
);

/** Music: curated by Vikreta (not measured search data), as of November 2026. */
export const musicNouns = nounTable(
  'Music',
  `
@string-instrument
types: beginner
materials: wood, rosewood
uses: for beginners, for kids, for professionals, for practice
features: with bag, with strings
prices: 2000 3000 5000 10000
band: 1500 4000 10000 60000
checklist: material dimensions count warranty

@indian-instrument
types: traditional, professional, beginner
materials: wood
uses: for beginners, for practice, for professionals
features: with bag
prices: 2000 3000 5000 10000
band: 1000 2500 7000 40000
checklist: material dimensions warranty

@harmonium
types: traditional, professional, beginner
materials: wood
uses: for beginners, for practice, for professionals
features: with bag
prices: 5000 8000 10000 15000
band: 3500 7000 15000 60000
checklist: material dimensions warranty

@flute
types: traditional, professional, beginner
materials: wood
uses: for beginners, for practice, for professionals
features: with bag
prices: 300 500 1000 2000
band: 150 500 1500 15000
checklist: material dimensions

@keys
types: 61 keys, 76 keys, 88 keys, portable, touch sensitive
uses: for beginners, for kids, for professionals, for practice
features: with adapter, with stand
prices: 3000 5000 10000
band: 1500 5000 15000 80000
checklist: count connectivity warranty

@pocket-instrument
types: beginner, professional
uses: for beginners, for kids, for practice, for gifting
features: with case
prices: 300 500 1000
band: 149 400 1200 8000
checklist: material dimensions count

# Brass bells and cymbals of dance and devotional music: no wood, strings or bags.
@brass-percussion
types: traditional, handmade
materials: brass
prices: 200 300 500 1000
band: 99 300 800 3000
checklist: material count weight

@music-accessory
sizes: pack of 2
uses: for acoustic guitar, for electric guitar, for ukulele
prices: 200 300 500
band: 99 250 600 2000
checklist: material count compatibility

guitar; string-instrument; acoustic guitar, electric guitar; gitar, guiter; गिटार; ; கிட்டார்; గిటార్; গিটার; 4; types=semi acoustic, 38 inch, 40 inch, electric, acoustic / materials=linden wood / features=with picks, with capo
ukulele; string-instrument; ukelele, soprano ukulele; ukulel, ukelele; यूकुलेले; ; யுகுலேலே; యుకులేలే; ইউকুলেলে; 3; types=acoustic / features=with picks, with capo
violin; string-instrument; fiddle; voilin, vilin; वायलिन; ; வயலின்; వయోలిన్; বেহালা; 2; types=electric
musical keyboard; keys; keyboard piano, electronic keyboard, synthesizer, casio keyboard; piano keyboard; कीबोर्ड, पियानो; ; கீபோர்டு, பியானோ; కీబోర్డ్, పియానో; কিবোর্ড, পিয়ানো; 3
harmonium; harmonium; peti baja, harmonium baja; harmonim, harmoniam; हारमोनियम; हार्मोनियम, पेटी; ஆர்மோனியம்; హార్మోనియం; হারমোনিয়াম; 3; types=scale changer / materials=sheesham wood, teak wood / uses=for bhajan / features=with cover
tabla; indian-instrument; tabla set, tabla dagga; tabala; तबला; ; தபேலா; తబలా; তবলা; 3; materials=sheesham wood, brass / uses=for bhajan / features=with cover
flute; flute; bansuri, bamboo flute; flut, basuri; बांसुरी; बासरी; புல்லாங்குழல்; వేణువు, ఫ్లూట్; বাঁশি; 3; materials=bamboo / uses=for bhajan
dholak; indian-instrument; dhol, dholki; dholk, dolak; ढोलक; ढोलकी; டோலக்; డోలక్; ঢোলক; 2; materials=sheesham wood / uses=for bhajan / features=with cover
cajon; indian-instrument; box drum, cajon drum; cajun drum; कहोन, बॉक्स ड्रम; ; கஹோன்; కహోన్; কাহোন; 2
guitar strings; music-accessory; strings, guitar string set; gitar strings; गिटार स्ट्रिंग्स; ; கிட்டார் கம்பிகள்; గిటార్ తీగలు; গিটারের তার; 2; types=steel, nylon, phosphor bronze / sizes=set of 6
capo; music-accessory; guitar capo; capo guitar; कैपो; ; கேப்போ; కాపో; ক্যাপো; 2; types=clip on
harmonica; pocket-instrument; mouth organ; harmonika, mouthorgan, mouth organ baja; माउथ ऑर्गन, हारमोनिका; ; மவுத் ஆர்கன், ஹார்மோனிகா; మౌత్ ఆర్గాన్, హార్మోనికా; মাউথ অর্গান, হারমোনিকা; 2; types=10 hole, 24 hole / materials=stainless steel, plastic
kalimba; pocket-instrument; thumb piano; calimba, kalimba piano; कलिम्बा; ; கலிம்பா; కలింబా; কালিম্বা; 2; types=17 keys, 21 keys / materials=mahogany, wooden, acrylic / features=with tuning hammer
ghungroo; brass-percussion; ankle bells, dance bells; ghungru, ghunghroo, ghungaroo, gungroo; घुंघरू; घुंगरू; சலங்கை; గజ్జెలు; ঘুঙুর; 3; sizes=pair, 50 bells, 100 bells / uses=for dance, for kathak, for bharatanatyam / features=with pad
manjira; brass-percussion; manjeera, hand cymbals; manjiri, majira, manjeera set; मंजीरा; टाळ; ஜால்ரா; మంజీర, తాళాలు; মন্দিরা, করতাল; 2; sizes=pair / uses=for bhajan, for kirtan, for puja
`,
);

/** Toys: curated by Vikreta (not measured search data), as of November 2026. */
export const toyNouns = nounTable(
  'Toys',
  `
@toy
types:
uses: for kids, for birthday gift, for return gifts
audiences: for boys, for girls
prices: 300 500 1000 2000
band: 149 500 1500 8000
checklist: ageGroup material count dimensions certification

@ride-on
uses: for kids, for toddlers, for outdoor
audiences: for boys, for girls, for 2 year old, for 5 year old
features: with music, with lights
prices: 2000 3000 5000 10000
band: 999 3000 8000 30000
checklist: ageGroup weight warranty

toys; toy; toy, kids toys; toyz, khilona; खिलौने, खिलौना; खेळणी; பொம்மைகள்; బొమ్మలు; খেলনা; 4; types=wooden, soft, musical / types=educational, battery operated, plastic / uses=for toddlers / audiences=for 3 year old, for 5 year old
building blocks; toy; blocks, block set, construction toy; bilding blocks, blocks toy; बिल्डिंग ब्लॉक्स; ; கட்டுமான பிளாக்குகள்; బిల్డింగ్ బ్లాక్స్; বিল্ডিং ব্লকস; 4; sizes=100 pieces, 200 pieces / types=educational, plastic, wooden, stem / uses=for toddlers / audiences=for 3 year old, for 5 year old
soft toy; toy; teddy bear, plush toy, stuffed toy; sof toy, teddy; सॉफ्ट टॉय, टेडी बियर; ; மென் பொம்மை, டெடி பியர்; సాఫ్ట్ టాయ్, టెడ్డీ బేర్; সফট টয়, টেডি বিয়ার; 4; sizes=1 feet, 2 feet, 3 feet / types=musical / uses=for toddlers / audiences=for 3 year old, for 5 year old
remote control car; toy; rc car, remote car, toy car, remote control stunt car, rc stunt car, stunt car; remot control car, rc gadi; रिमोट कंट्रोल कार; ; ரிமோட் கண்ட்ரோல் கார்; రిమోట్ కంట్రోల్ కార్; রিমোট কন্ট্রোল গাড়ি; 4; features=with rechargeable battery / types=battery operated / audiences=for 5 year old
doll; toy; dolls, fashion doll, baby doll; dol, gudiya; गुड़िया; बाहुली; பொம்மை; బొమ్మ; পুতুল; 3; features=with accessories / uses=for toddlers / audiences=for 3 year old, for 5 year old
puzzle; toy; jigsaw puzzle, puzzles; puzle, jigsaw; पज़ल; ; புதிர், பசில்; పజిల్; ধাঁধা, পাজল; 3; sizes=100 pieces, 500 pieces / types=wooden, educational / uses=for toddlers / audiences=for 3 year old, for 5 year old
board game; toy; board games, family game; bord game; बोर्ड गेम; ; போர்டு கேம்; బోర్డ్ గేమ్; বোর্ড গেম; 3; audiences=for adults, for family, for 5 year old
action figure; toy; superhero toy, figure; action figur; एक्शन फिगर; ; ஆக்ஷன் ஃபிகர்; యాక్షన్ ఫిగర్; অ্যাকশন ফিগার; 3; audiences=for 5 year old
kitchen set toy; toy; pretend play kitchen set, toy kitchen; kichen set toy; किचन सेट खिलौना; ; சமையல் செட் பொம்மை; కిచెన్ సెట్ బొమ్మ; রান্নাবাটি খেলনা; 3; types=plastic, wooden / uses=for toddlers / audiences=for 3 year old, for 5 year old
rubik's cube; toy; speed cube, puzzle cube, cube; rubiks cube, rubix cube; रूबिक क्यूब; ; ரூபிக் கியூப்; రూబిక్ క్యూబ్; রুবিক্স কিউব; 3; types=3x3, 2x2, 4x4
science kit; toy; stem kit, science experiment kit, chemistry set, chemistry kit, science project kit; sciense kit, science kits; साइंस किट, विज्ञान किट; ; அறிவியல் கிட்; సైన్స్ కిట్; বিজ্ঞান কিট; 3; types=educational, stem, diy / audiences=for 8 year old, for 10 year old
abacus; toy; abacus kit, maths abacus, abacus maths kit; abacas, abbacus, abacus kit for kids; अबेकस, गिनतारा; ; அபாகஸ், மணிச்சட்டம்; అబాకస్; অ্যাবাকাস; 3; types=wooden, plastic, educational / audiences=for 5 year old
slime; toy; clay slime, fluffy slime; slyme; स्लाइम; ; ஸ்லைம்; స్లైమ్; স্লাইম; 2
kids tricycle; ride-on; tricycle, baby cycle; tricycal, tri cycle; बच्चों की साइकिल, ट्राइसाइकिल; ; மூன்று சக்கர சைக்கிள்; ట్రైసైకిల్; ট্রাইসাইকেল; 3; types=push, foldable
ride on car; ride-on; kids car, battery car; ride-on car; बच्चों की कार; ; குழந்தைகள் கார்; పిల్లల కార్; বাচ্চাদের গাড়ি; 3; types=battery operated, rechargeable / features=with remote
kite; toy; patang, kites; kait, patangg; पतंग; पतंग; பட்டம்; గాలిపటం; ঘুড়ি; 2; uses=for makar sankranti
spinning top; toy; lattu, top toy; lattoo, latoo, latto, lattu toy, spining top; लट्टू; भोवरा; பம்பரம்; బొంగరం; লাট্টু; 3; types=wooden, metal, led, traditional, battery operated / features=with launcher, with rope
bubble gun; toy; bubble machine, bubble maker, bubble blaster; bubble gn, bubbles gun; बबल गन, बबल मशीन; ; பபிள் கன்; బబుల్ గన్; বাবল গান; 3; types=battery operated, automatic / features=with bubble solution, with lights / uses=for outdoor, for party
pichkari; toy; water gun, holi pichkari, water pistol; pichkaari, pickari, pichakari; पिचकारी; ; தண்ணீர் துப்பாக்கி; పిచ్కారీ, వాటర్ గన్; পিচকারি; 3; types=tank, pump, backpack / uses=for holi
doctor set toy; toy; doctor set, doctor kit toy, doctor play set, pretend play doctor set; docter set, doctor kit for kids; डॉक्टर सेट खिलौना, डॉक्टर सेट; ; டாக்டர் செட் பொம்மை; డాక్టర్ సెట్ బొమ్మ; ডাক্তার সেট খেলনা; 3; types=plastic, pretend play / features=with stethoscope, with carry case / uses=for toddlers / audiences=for 3 year old, for 5 year old
lcd writing tablet; toy; writing tablet, lcd writing pad, writing pad for kids, kids drawing tablet, drawing tablet for kids, magic slate, e writing pad, drawing pad; lcd writting tablet, lcd writing tab, lcd tablet, magic slet, writing tab; एलसीडी राइटिंग टैबलेट, मैजिक स्लेट; ; எல்சிடி ரைட்டிங் டேப்லெட்; ఎల్‌సీడీ రైటింగ్ ట్యాబ్లెట్; এলসিডি রাইটিং ট্যাবলেট; 4; sizes=8.5 inch, 10 inch, 12 inch / types=colourful screen, erasable, reusable, educational / features=with stylus, with lock button / uses=for toddlers / audiences=for 3 year old, for 5 year old
`,
);

/** Stationery: curated by Vikreta (not measured search data), as of November 2026. */
export const stationeryNouns = nounTable(
  'Stationery',
  `
@writing
sizes: pack of 5, pack of 10, pack of 20
uses: for school, for office, for students
prices: 50 100 200 500
band: 10 50 200 3000
checklist: count colour

@paper-goods
uses: for school, for college, for office, for students
prices: 100 200 300 500
band: 30 100 300 1500
checklist: count dimensions

@art
types: non-toxic
sizes: 12 shades, 24 shades
uses: for kids, for artists, for school, for drawing
prices: 100 200 300 500
band: 30 120 400 3000
checklist: count ageGroup

@brush
types: round, flat
sizes: set of 6, set of 12
uses: for artists, for school, for painting
prices: 100 200 300 500
band: 30 120 400 3000
checklist: count material

@school-kit
types: plastic
uses: for school, for kids, for exams
audiences: for boys, for girls
prices: 100 200 300
band: 50 150 350 1000
checklist: count material

pen; writing; pens, ball pen, gel pen; penn, pen set; पेन, कलम; ; பேனா; పెన్ను; কলম, পেন; 4; types=ball, gel, fountain, smooth writing, refillable, blue, black / uses=for exams
pencil; writing; pencils, lead pencil; pensil, pencel; पेंसिल; ; பென்சில்; పెన్సిల్; পেন্সিল; 3; types=hb, 2b, mechanical / uses=for exams
fountain pen; writing; ink pen; fountan pen, fountain pen ink; फाउंटेन पेन, इंक पेन; ; ஃபவுண்டன் பேனா; ఫౌంటెన్ పెన్; ফাউন্টেন পেন; 2; types=smooth writing, refillable
marker; writing; markers, permanent marker, whiteboard marker; markar; मार्कर; ; மார்க்கர்; మార్కర్; মার্কার; 3; types=refillable, blue, black
highlighter; writing; highlighters, highlighter pen; hilighter; हाइलाइटर; ; ஹைலைட்டர்; హైలైటర్; হাইলাইটার; 2; types=pastel, neon
notebook; paper-goods; notebooks, copy, register; note book, kopi; नोटबुक, कॉपी; वही; நோட்டுப் புத்தகம்; నోట్‌బుక్; খাতা, নোটবুক; 4; types=ruled, unruled, hardbound, spiral, a5, a4, long / sizes=pack of 6, pack of 12, 200 pages
diary; paper-goods; planner, journal, organiser; dairy, diery; डायरी; ; டைரி, நாட்குறிப்பு; డైరీ; ডায়েরি; 3; types=2026, undated, leather, ruled, unruled, hardbound, spiral, a5 / sizes=200 pages
sketch book; paper-goods; drawing book, sketchbook; skech book; स्केच बुक, ड्राइंग बुक; ; ஸ்கெட்ச் புத்தகம்; స్కెచ్ బుక్; স্কেচ বুক; 3; uses=for drawing, for artists / types=spiral, a5, a4, hardbound
sticky notes; paper-goods; post it notes, memo pad; stiky notes; स्टिकी नोट्स; ; ஸ்டிக்கி நோட்ஸ்; స్టిక్కీ నోట్స్; স্টিকি নোট; 2; sizes=pack of 6, pack of 12
colour pencils; art; coloured pencils, color pencils; colour pensil; कलर पेंसिल; रंगीत पेन्सिल; வண்ணப் பென்சில்கள்; రంగు పెన్సిళ్లు; রং পেন্সিল; 3; types=water colour, jumbo
crayons; art; wax crayons, oil pastels; crayon, creyons; क्रेयॉन्स; ; கிரேயான்ஸ்; క్రేయాన్స్; ক্রেয়ন; 3; types=washable, oil, jumbo
water colours; art; watercolour set, paint set, poster colours; water color; वॉटर कलर; जलरंग; வாட்டர் கலர்; వాటర్ కలర్స్; জলরং; 2
paint brush; brush; brushes, painting brush set; pent brush; पेंट ब्रश; ; பெயிண்ட் பிரஷ்; పెయింట్ బ్రష్; রঙের তুলি; 2
geometry box; school-kit; compass box, instrument box, maths set; jometry box, compas box; ज्योमेट्री बॉक्स, कंपास बॉक्स; कंपास पेटी; ஜாமெட்ரி பாக்ஸ்; జామెట్రీ బాక్స్; জ্যামিতি বক্স; 3; types=metal
pencil box; school-kit; pencil pouch, pencil case; pensil box; पेंसिल बॉक्स; कंपास; பென்சில் பெட்டி; పెన్సిల్ బాక్స్; পেন্সিল বক্স; 3; types=metal, magnetic, 3d, cartoon
eraser; school-kit; rubber, erasers; eraser rubber, irezar; रबर, इरेज़र; खोडरबर; அழிப்பான்; రబ్బరు; রবার, ইরেজার; 2; sizes=pack of 10 / types=cartoon
`,
);

/** Office Products: curated by Vikreta (not measured search data), as of November 2026. */
export const officeNouns = nounTable(
  'Office Products',
  `
@office-supply
uses: for office, for home office, for school, for shop
prices: 100 200 500 1000
band: 50 200 800 5000
checklist: count dimensions warranty

@desk-supply
uses: for office, for home office, for school, for shop
prices: 100 200 500 1000
band: 50 200 800 5000
checklist: count dimensions material

@printer-ink
types: original, compatible, refill, black, tri-colour
sizes: pack of 2, combo pack
uses: for home printing, for office, for school projects
prices: 500 1000 1500 2500
band: 300 800 2000 6000
checklist: compatibility count colour

@office-paper
types: a4, 75 gsm, 80 gsm, legal size
sizes: 500 sheets, pack of 5
uses: for printer, for office, for home
prices: 300 500 1500
band: 200 350 800 3000
checklist: count dimensions weight

@envelope
types: brown, white, window, self sealing, a4 size, a5 size
sizes: pack of 50, pack of 100
uses: for office, for documents, for courier
prices: 100 200 500
band: 50 150 400 1500
checklist: count dimensions colour

@cash-machine
types: portable, mixed value, heavy duty
uses: for shop, for office, for bank, for business
features: with fake note detection, with display, with uv detection
prices: 5000 8000 10000 15000
band: 3999 7000 12000 40000
checklist: warranty count dimensions weight

@pos-device
types: wireless, wired, bluetooth, usb
uses: for shop, for billing, for retail store
prices: 1000 2000 3000 5000
band: 899 2000 4500 20000
checklist: connectivity compatibility warranty

@paper-roll
sizes: 57 mm, 79 mm, 2 inch, 3 inch, pack of 10, pack of 50
uses: for billing machine, for thermal printer, for pos machine, for card swipe machine
prices: 300 500 1000
band: 150 400 900 3000
checklist: count dimensions

@id-card
types: transparent, vertical, horizontal
materials: pu leather, plastic, metal
sizes: pack of 5, pack of 10
uses: for office, for school, for college, for employees, for students
features: with lanyard, with clip
prices: 100 200 300 500
band: 49 150 400 1500
checklist: count material dimensions colour

@board
types: magnetic, non-magnetic, double sided, wall mounted
sizes: 2 x 3 feet, 3 x 4 feet
uses: for office, for school, for home, for kids
features: with marker, with duster
prices: 500 1000 2000
band: 299 800 2000 6000
checklist: dimensions material

stapler; office-supply; stapler machine, stapler pins; staplar; स्टेपलर; ; ஸ்டேப்லர்; స్టెప్లర్; স্টেপলার; 3; sizes=box of 1000, pack of 2 / types=electric, manual, heavy duty
calculator; office-supply; scientific calculator, basic calculator; calculater, calcy; कैलकुलेटर; ; கால்குலேட்டர்; క్యాలిక్యులేటర్; ক্যালকুলেটর; 3; types=scientific, 12 digit, solar, portable / sizes=pack of 2
file folder; desk-supply; files, document folder, box file; fil folder; फाइल फोल्डर, फाइल; ; கோப்பு, ஃபைல்; ఫైల్ ఫోల్డర్; ফাইল ফোল্ডার; 3; types=a4, plastic, expanding / sizes=pack of 2
desk organiser; desk-supply; desk organizer, pen stand, desk stand; desk organaiser; डेस्क ऑर्गनाइज़र, पेन स्टैंड; ; மேசை அமைப்பான்; డెస్క్ ఆర్గనైజర్; ডেস্ক অর্গানাইজার; 3; types=wooden, metal mesh
a4 paper; office-paper; copier paper, printing paper, a4 sheets; a4 papper, a 4 paper; ए4 पेपर; ; ஏ4 காகிதம்; ఏ4 పేపర్; এ৪ কাগজ; 3
whiteboard; board; white board, marker board; white bord; व्हाइटबोर्ड; ; வெள்ளைப் பலகை; వైట్‌బోర్డ్; হোয়াইটবোর্ড; 3
ink cartridge; printer-ink; printer ink; ink catridge; इंक कार्ट्रिज; ; மை கார்ட்ரிட்ஜ்; ఇంక్ కార్ట్రిడ్జ్; কালির কার্ট্রিজ; 2
toner cartridge; printer-ink; toner, laser toner; tonar, toner catridge; टोनर कार्ट्रिज, टोनर; ; டோனர் கார்ட்ரிட்ஜ்; టోనర్ కార్ట్రిడ్జ్; টোনার কার্ট্রিজ; 2
paper shredder; office-supply; shredder machine; paper shreder; पेपर श्रेडर; ; பேப்பர் ஷ்ரெடர்; పేపర్ ష్రెడర్; কাগজ শ্রেডার; 1; types=electric, manual, heavy duty
envelopes; envelope; envelope, envelope cover; envolopes, lifafa; लिफाफा; पाकीट; உறை; కవర్లు; খাম; 2
cash box; office-supply; money box, cash locker; cashbox; कैश बॉक्स; ; பணப் பெட்டி; క్యాష్ బాక్స్; ক্যাশ বাক্স; 2; features=with lock / types=heavy duty, portable
# 'Machine' ends no noun of its own here: a second noun in 'machine' would make it the head of 'trimmer machine'.
currency counter; cash-machine; cash counting machine, note counting machine, money counting machine, currency counting machine, note counter; cash counter machine, note ginne ki machine, note counting machin; नोट गिनने की मशीन, कैश काउंटिंग मशीन; नोट मोजण्याचे मशीन; பணம் எண்ணும் இயந்திரம்; నోట్ల లెక్కింపు యంత్రం; টাকা গোনার মেশিন; 3
barcode scanner; pos-device; barcode reader, qr code scanner, barcode scanner gun, qr scanner; bar code scanner, barcode scaner, barcode machine; बारकोड स्कैनर; ; பார்கோடு ஸ்கேனர்; బార్‌కోడ్ స్కానర్; বারকোড স্ক্যানার; 3; types=2d, handheld / uses=for inventory / features=with stand
thermal printer; pos-device; receipt printer, billing printer, pos printer, bill printer; thermal printar, bill printing machine; थर्मल प्रिंटर, बिल प्रिंटर; ; தெர்மல் பிரிண்டர்; థర్మల్ ప్రింటర్; থার্মাল প্রিন্টার; 3; sizes=58 mm, 80 mm, 2 inch, 3 inch
thermal paper roll; paper-roll; billing roll, thermal roll, billing paper roll, pos paper roll; thermal paper rol, bill roll, thermal role; थर्मल पेपर रोल, बिलिंग रोल; ; தெர்மல் பேப்பர் ரோல்; థర్మల్ పేపర్ రోల్; থার্মাল পেপার রোল; 3
id card holder; id-card; id card cover, badge holder, id holder; i card holder, id card holdar, idcard holder; आईडी कार्ड होल्डर; ; ஐடி கார்டு ஹோல்டர்; ఐడీ కార్డ్ హోల్డర్; আইডি কার্ড হোল্ডার; 3
`,
);

import { nounTable } from '../table';

/** Mobile Phones: curated by Vikreta (not measured search data), as of November 2026. */
export const mobileNouns = nounTable(
  'Mobile Phones',
  `
@phone
types: 5g, 4g, dual sim, android
sizes: 64 gb, 128 gb, 256 gb
features: with 8gb ram, with 5000mah battery
prices: 8000 10000 15000 20000 30000
band: 5999 12000 25000 150000
checklist: storage battery displaySize colour warranty connectivity

@keypad-phone
types: dual sim, 4g, big button
features: with torch, with big battery
uses: for senior citizens, for students
prices: 1000 1500 2000
band: 699 1200 2500 5000
checklist: battery displaySize colour warranty

@phone-case
types: silicone, shockproof, printed, leather, magnetic
materials: silicone, leather, tpu, polycarbonate
uses: for girls, for boys
prices: 200 300 500
band: 99 250 600 2500
checklist: compatibility material colour

@screen-protection
types: full glue, 9h
sizes: pack of 2
prices: 200 300 500
band: 99 250 600 1500
checklist: compatibility count

@otg
materials: metal, aluminium, plastic
uses: for mobile, for laptop, for pen drive
prices: 100 200 300
band: 49 150 400 1500
checklist: compatibility connectivity

@phone-accessory
types: adjustable, 360 degree, portable
materials: metal, aluminium, plastic
prices: 200 300 500 1000
band: 99 300 800 2500
checklist: compatibility material colour

smartphone; phone; mobile phone, phone, android phone, mobile; smart phone, smartfone; स्मार्टफोन, मोबाइल; ; ஸ்மார்ட்போன், மொபைல்; స్మార్ట్‌ఫోన్, మొబైల్; স্মার্টফোন, মোবাইল; 5
keypad phone; keypad-phone; feature phone, basic phone, button phone, keypad mobile phone, keypad mobile; kepad phone; कीपैड फोन; ; கீபேட் போன்; కీప్యాడ్ ఫోన్; কিপ্যাড ফোন; 3
mobile cover; phone-case; back cover, phone case, phone cover, mobile case; mobile back cover, mobil cover; मोबाइल कवर, बैक कवर; ; மொபைல் கவர், பேக் கவர்; మొబైల్ కవర్, బ్యాక్ కవర్; মোবাইল কভার, ব্যাক কভার; 5; types=flip, transparent
flip cover; phone-case; flip case, wallet case; flip covar; फ्लिप कवर; ; ஃபிளிப் கவர்; ఫ్లిప్ కవర్; ফ্লিপ কভার; 3
tempered glass; screen-protection; screen guard, screen protector; temper glass, tampered glass; टेम्पर्ड ग्लास, स्क्रीन गार्ड; ; டெம்பர்டு கிளாஸ், ஸ்கிரீன் கார்டு; టెంపర్డ్ గ్లాస్, స్క్రీన్ గార్డ్; টেম্পার্ড গ্লাস, স্ক্রিন গার্ড; 4; types=privacy, matte, edge to edge
camera lens protector; screen-protection; lens protector, camera glass; lens guard; कैमरा लेंस प्रोटेक्टर; ; கேமரா லென்ஸ் கார்டு; కెమెరా లెన్స్ ప్రొటెక్టర్; ক্যামেরা লেন্স প্রটেক্টর; 2
mobile stand; phone-accessory; phone stand, mobile holder, phone holder; mobile stend, mobil stand; मोबाइल स्टैंड; ; மொபைல் ஸ்டாண்ட்; మొబైల్ స్టాండ్; মোবাইল স্ট্যান্ড; 4; uses=for desk, for bed, for video calls / types=foldable, magnetic
car mobile holder; phone-accessory; car phone holder, car mount; car mobile stand; कार मोबाइल होल्डर; ; கார் மொபைல் ஹோல்டர்; కార్ మొబైల్ హోల్డర్; গাড়ির মোবাইল হোল্ডার; 3; types=dashboard, ac vent, magnetic / uses=for car
selfie stick; phone-accessory; selfie stick tripod, monopod; selfi stick, selfie stik; सेल्फी स्टिक; ; செல்ஃபி ஸ்டிக்; సెల్ఫీ స్టిక్; সেলফি স্টিক; 3; features=with remote / uses=for video calls / types=foldable
otg adapter; otg; otg cable, type c otg; o t g adapter; ओटीजी एडॉप्टर; ; ஓடிஜி அடாப்டர்; ఓటీజీ అడాప్టర్; ওটিজি অ্যাডাপ্টার; 2
`,
);

/** Laptops: curated by Vikreta (not measured search data), as of November 2026. */
export const laptopNouns = nounTable(
  'Laptops',
  `
@laptop
types: thin and light, gaming, 2 in 1, touchscreen, i3, i5, ryzen 5
features: with ssd, with 8gb ram, with 16gb ram, with backlit keyboard
uses: for students, for office, for gaming, for coding, for work from home
prices: 30000 40000 50000 70000
band: 22000 40000 70000 250000
checklist: storage displaySize battery warranty colour

@laptop-carry
types: waterproof, padded, slim, anti-theft, office
materials: polyester, nylon, leather, neoprene
sizes: 14 inch, 15.6 inch
uses: for office, for college, for travel
audiences: for men, for women
prices: 500 1000 1500 2000
band: 299 900 2500 8000
checklist: material dimensions compatibility colour waterResistance

@laptop-accessory
types: portable
uses: for laptop, for desk, for work from home
prices: 500 1000 1500 2000
band: 299 800 2000 6000
checklist: material dimensions compatibility colour

@mouse-pad
types: anti-slip
uses: for laptop, for desk, for gaming
prices: 200 300 500
band: 99 250 600 3000
checklist: material dimensions colour

@pc-display
uses: for laptop, for pc, for office
prices: 5000 8000 10000 15000
band: 3500 8000 15000 60000
checklist: connectivity compatibility warranty dimensions

@input-device
types: wireless, bluetooth, wired, ergonomic, rechargeable, silent
features: with usb receiver
uses: for laptop, for pc, for office, for gaming
prices: 500 1000 1500 2000
band: 199 700 2000 10000
checklist: connectivity battery colour warranty compatibility

@computer-part
uses: for laptop, for pc, for office
prices: 500 1000 1500 2000
band: 299 800 2000 8000
checklist: connectivity compatibility warranty dimensions

laptop; laptop; notebook computer, laptops; labtop, leptop; लैपटॉप; लॅपटॉप; லேப்டாப், மடிக்கணினி; ల్యాప్‌టాప్; ল্যাপটপ; 5
laptop bag; laptop-carry; laptop backpack, laptop sleeve, office bag; laptop bagpack, leptop bag; लैपटॉप बैग; लॅपटॉप बॅग; லேப்டாப் பை; ల్యాప్‌టాప్ బ్యాగ్; ল্যাপটপ ব্যাগ; 4
laptop stand; laptop-accessory; laptop riser, laptop holder; laptop stend; लैपटॉप स्टैंड; ; லேப்டாப் ஸ்டாண்ட்; ల్యాప్‌టాప్ స్టాండ్; ল্যাপটপ স্ট্যান্ড; 3; types=adjustable, foldable, ergonomic, aluminium / materials=aluminium, plastic, metal
laptop table; laptop-accessory; bed table, foldable table; lap table; लैपटॉप टेबल; ; லேப்டாப் டேபிள்; ల్యాప్‌టాప్ టేబుల్; ল্যাপটপ টেবিল; 3; types=adjustable, foldable, ergonomic / materials=wooden, metal, plastic / uses=for bed
cooling pad; laptop-accessory; laptop cooler, laptop cooling pad; cooling pd; कूलिंग पैड; ; கூலிங் பேட்; కూలింగ్ ప్యాడ్; কুলিং প্যাড; 2; features=with fans / types=adjustable, aluminium / materials=aluminium, plastic, metal
keyboard; input-device; computer keyboard, keyboard mouse combo; keybord, key board; कीबोर्ड; ; கீபோர்டு; కీబోర్డ్; কিবোর্ড; 4; features=with mouse, with numeric keypad / types=backlit
mouse; input-device; computer mouse, wireless mouse; mause, mouce; माउस; ; மவுஸ்; మౌస్; মাউস; 4
mouse pad; mouse-pad; mousepad, desk mat; mouse padd; माउस पैड; ; மவுஸ் பேட்; మౌస్ ప్యాడ్; মাউস প্যাড; 3; types=extended, rgb
usb hub; computer-part; usb c hub, docking station, multiport adapter; usb hubb; यूएसबी हब; ; யூஎஸ்பி ஹப்; యూఎస్‌బీ హబ్; ইউএসবি হাব; 2; types=hdmi, usb c, portable / uses=for work from home
webcam; computer-part; web camera, pc camera; web cam; वेबकैम; ; வெப்கேம்; వెబ్‌క్యామ్; ওয়েবক্যাম; 3; features=with mic / types=full hd, 4k / uses=for work from home
monitor; pc-display; computer monitor, led monitor, display; moniter, monitar; मॉनिटर; ; மானிட்டர்; మానిటర్; মনিটর; 4; sizes=22 inch, 24 inch, 27 inch / types=full hd, 4k, ips, hdmi, usb c, portable / uses=for work from home
printer; pc-display; inkjet printer, laser printer, all in one printer; printar, priter; प्रिंटर; ; பிரிண்டர்; ప్రింటర్; প্রিন্টার; 3; types=wifi, colour, ink tank
laptop battery; computer-part; notebook battery, replacement laptop battery; leptop battery, laptop batery; लैपटॉप बैटरी; ; லேப்டாப் பேட்டரி; ల్యాప్‌టాప్ బ్యాటరీ; ল্যাপটপ ব্যাটারি; 3
laptop charger; computer-part; laptop adapter, laptop power adapter; leptop charger; लैपटॉप चार्जर; ; லேப்டாப் சார்ஜர்; ల్యాప్‌టాప్ ఛార్జర్; ল্যাপটপ চার্জার; 3; types=usb c
`,
);

/** Gaming: curated by Vikreta (not measured search data), as of November 2026. */
export const gamingNouns = nounTable(
  'Gaming',
  `
@gaming-gear
types: rgb, wired, wireless
features: with rgb lights
uses: for pc, for laptop, for esports
audiences: for gamers
prices: 1000 1500 2000 3000 5000
band: 499 1500 4000 20000
checklist: connectivity compatibility colour warranty

@gaming-hardware
uses: for pc, for esports
prices: 10000 15000 20000 30000
band: 7999 15000 35000 150000
checklist: compatibility connectivity warranty

@gaming-seat
types: ergonomic, reclining, high back
materials: pu leather, mesh, fabric
features: with footrest, with lumbar pillow, with armrest
uses: for pc gaming, for office, for streaming
prices: 5000 8000 10000 15000
band: 4000 9000 18000 50000
checklist: material dimensions assembly colour warranty

# Mobile gaming triggers: clip-on shoulder buttons for a phone; no pc or console words, and no game names.
@mobile-trigger
types: l1 r1, 4 finger, 6 finger, metal, sensitive
uses: for mobile gaming, for mobile, for android, for iphone
audiences: for gamers
prices: 100 200 300 500
band: 49 150 400 1500
checklist: compatibility count material

@console
types: digital edition, disc edition, handheld, retro
features: with controller, with games
prices: 5000 20000 40000 50000
band: 2000 20000 45000 70000
checklist: storage warranty compatibility

gaming mouse; gaming-gear; rgb mouse, gaming mice; gamming mouse; गेमिंग माउस; ; கேமிங் மவுஸ்; గేమింగ్ మౌస్; গেমিং মাউস; 4; types=programmable, ergonomic / features=with macro keys
gaming keyboard; gaming-gear; mechanical keyboard, rgb keyboard; gamming keyboard; गेमिंग कीबोर्ड; ; கேமிங் கீபோர்டு; గేమింగ్ కీబోర్డ్; গেমিং কিবোর্ড; 4; types=mechanical, programmable, ergonomic / features=with macro keys
gaming headset; gaming-gear; gaming headphones, headset; gamming headset; गेमिंग हेडसेट; ; கேமிங் ஹெட்செட்; గేమింగ్ హెడ్‌సెట్; গেমিং হেডসেট; 4; features=with mic / uses=for ps5, for mobile gaming
controller; gaming-gear; gamepad, joystick, game controller; controler, game pad; कंट्रोलर, गेमपैड; ; கன்ட்ரோலர்; కంట్రోలర్; কন্ট্রোলার, গেমপ্যাড; 4; types=ergonomic / uses=for ps5, for mobile gaming
gaming chair; gaming-seat; gamer chair, racing chair; gamming chair; गेमिंग चेयर; ; கேமிங் நாற்காலி; గేమింగ్ చైర్; গেমিং চেয়ার; 3
gaming console; console; console, video game console; gaming consol, play station; गेमिंग कंसोल; ; கேமிங் கன்சோல்; గేమింగ్ కన్సోల్; গেমিং কনসোল; 3
gaming monitor; gaming-hardware; 144hz monitor, 165hz monitor; gamming monitor; गेमिंग मॉनिटर; ; கேமிங் மானிட்டர்; గేమింగ్ మానిటర్; গেমিং মনিটর; 3; sizes=24 inch, 27 inch
graphics card; gaming-hardware; gpu, video card; graphic card, grafics card; ग्राफिक्स कार्ड; ; கிராபிக்ஸ் கார்டு; గ్రాఫిక్స్ కార్డ్; গ্রাফিক্স কার্ড; 3
racing wheel; gaming-gear; steering wheel, gaming wheel; racing steering; रेसिंग व्हील; ; ரேசிங் வீல்; రేసింగ్ వీల్; রেসিং হুইল; 2; features=with pedals / uses=for ps5
vr headset; gaming-gear; vr box, virtual reality headset; v r headset; वीआर हेडसेट; ; விஆர் ஹெட்செட்; వీఆర్ హెడ్‌సెట్; ভিআর হেডসেট; 2
mobile gaming trigger; mobile-trigger; gaming trigger, mobile trigger, l1 r1 trigger, trigger for mobile, game trigger, shooting trigger, fire button trigger; trigger, triggers, triger, mobile triger, gaming trigar, l1r1 trigger; मोबाइल गेमिंग ट्रिगर, गेमिंग ट्रिगर; ; மொபைல் கேமிங் ட்ரிகர்; మొబైల్ గేమింగ్ ట్రిగ్గర్; মোবাইল গেমিং ট্রিগার; 3; sizes=pair, pack of 2
`,
);

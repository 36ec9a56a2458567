import { nounTable } from '../table';

/** Electronics: curated by Vikreta (not measured search data), as of November 2026. */
export const electronicsNouns = nounTable(
  'Electronics',
  `
@earbuds
types: wireless, bluetooth, gaming, low latency
features: with mic, with enc, with anc, with fast charging
uses: for calls, for gym, for running, for gaming, for music, for online classes
audiences: for students
prices: 1000 1500 2000 3000
band: 599 1500 3500 25000
checklist: playtime connectivity battery waterResistance warranty colour

@headphones
types: gaming
features: with mic, with deep bass
uses: for calls, for music, for gaming, for online classes, for travel
audiences: for kids, for students
prices: 1000 2000 3000 5000
band: 499 1500 5000 35000
checklist: playtime connectivity battery warranty colour

@wired-earphones
types: wired, in-ear, gaming
features: with mic, with deep bass
uses: for calls, for music, for gaming, for online classes
audiences: for students
prices: 200 300 500 1000
band: 149 400 1000 5000
checklist: connectivity warranty colour

@speaker
types: bluetooth, wireless, smart
features: with rgb lights, with deep bass
uses: for home, for party
prices: 1000 2000 3000 5000
band: 699 2000 6000 40000
checklist: wattage playtime connectivity battery waterResistance warranty

@home-audio
types: wireless, bluetooth, smart
features: with deep bass
uses: for home, for party, for tv
prices: 2000 3000 5000 10000
band: 1499 4000 12000 80000
checklist: wattage connectivity warranty

@power
types: fast charging, compact, slim, portable
features: with type c, with pd, with 2 usb ports
uses: for mobile, for iphone, for android, for travel
sizes: 10000 mah, 20000 mah
prices: 1000 1500 2000
band: 499 1200 2500 6000
checklist: capacity wattage compatibility certification warranty colour

@charger
types: fast charging, gan, compact, dual port, foldable
features: with type c, with pd, with cable
uses: for mobile, for iphone, for android, for laptop, for travel
sizes: 20w, 33w, 45w, 65w
prices: 500 1000 2000
band: 299 800 1800 5000
checklist: wattage compatibility certification warranty

@cable
types: fast charging, braided, type c, usb c to c, lightning
sizes: 1 metre, 1.5 metre, 2 metre, pack of 2
uses: for mobile, for iphone, for android, for laptop
prices: 200 300 500
band: 99 300 800 2500
checklist: compatibility dimensions wattage warranty

@electrical
uses: for home, for office
prices: 300 500 1000
band: 199 500 1200 4000
checklist: wattage count certification warranty dimensions

@router
types: wireless, dual band, wifi 6
uses: for home, for office
prices: 1000 1500 2000 3000
band: 799 1500 3000 15000
checklist: connectivity warranty

@lighting
types: led, warm white, cool white
sizes: 9 watt, 12 watt, pack of 2, pack of 4
uses: for home, for room, for outdoor
prices: 200 500 1000
band: 99 300 900 4000
checklist: wattage count colour warranty certification

# Security cameras: resolution, night vision, where it is mounted and how it records; no phone words.
@security-camera
types: wireless, wifi, 360 degree, pan tilt, outdoor, indoor, dome, bullet, night vision, full hd, 2mp, 3mp, 4mp
features: with night vision, with colour night vision, with two way audio, with motion detection, with sd card slot
uses: for home, for shop, for office, for home security
prices: 1500 2000 3000 5000
band: 999 2000 5000 20000
checklist: connectivity warranty

@creator-gear
types: portable, adjustable, professional
uses: for youtube, for reels, for vlogging, for live streaming, for mobile
prices: 500 1000 2000 3000
band: 299 900 2500 15000
checklist: dimensions compatibility connectivity warranty

@storage-device
types: high speed
uses: for laptop, for pc
prices: 500 1000 3000 5000
band: 249 700 3000 15000
checklist: storage compatibility warranty

@tv
types: smart, led, 4k, android, full hd
uses: for bedroom, for living room
prices: 10000 15000 20000 30000
band: 7999 15000 35000 150000
checklist: displaySize connectivity warranty

@projector
types: smart, led, 4k, android, full hd, portable
uses: for bedroom, for living room
prices: 5000 10000 15000 20000
band: 2999 8000 25000 150000
checklist: connectivity warranty

@battery-cell
types: rechargeable, alkaline, aa, aaa
sizes: pack of 4, pack of 10
uses: for remote, for toys, for clocks
prices: 100 200 500
band: 50 150 400 1500
checklist: count capacity

earbuds; earbuds; earphones, tws earbuds, wireless earbuds, buds, true wireless earbuds; earbud, ear buds, airbuds, earbads; ईयरबड्स; इअरबड्स; இயர்பட்ஸ்; ఇయర్‌బడ్స్; ইয়ারবাডস; 5; types=tws, true wireless / features=with charging case
neckband; earbuds; bluetooth neckband, wireless neckband, neckband earphones; nackband, neck band; नेकबैंड; नेकबँड; நெக்பேண்ட்; నెక్‌బ్యాండ్; নেকব্যান্ড; 4
wired earphones; wired-earphones; earphones with mic, wired headphones, in-ear earphones; wire earphone, erphone; वायर्ड ईयरफ़ोन; ; வயர்டு இயர்ஃபோன்; వైర్డ్ ఇయర్‌ఫోన్స్; তারযুক্ত ইয়ারফোন; 3
headphones; headphones; headphone, headset; hedphone, headfone; हेडफ़ोन; हेडफोन; ஹெட்ஃபோன்; హెడ్‌ఫోన్స్; হেডফোন; 4; types=wireless, bluetooth, over ear, on ear, foldable, noise cancelling, wired
bluetooth speaker; speaker; speaker, wireless speaker, portable speaker; bluetooth spekar, bt speaker; ब्लूटूथ स्पीकर; ; ப்ளூடூத் ஸ்பீக்கர்; బ్లూటూత్ స్పీకర్; ব্লুটুথ স্পিকার; 4; types=portable, waterproof, party / uses=for outdoor, for travel / features=with mic
soundbar; home-audio; sound bar, home theatre soundbar; soundbaar, sound bar with subwoofer; साउंडबार; ; சவுண்ட்பார்; సౌండ్‌బార్; সাউন্ডবার; 3; types=dolby / features=with subwoofer
home theatre; home-audio; home theater, home theatre system, 5.1 speaker; home theter; होम थिएटर; ; ஹோம் தியேட்டர்; హోమ్ థియేటర్; হোম থিয়েটার; 3; features=with subwoofer
power bank; power; powerbank, portable charger; power bnk, powerbenk; पावर बैंक; पॉवर बँक; பவர் பேங்க்; పవర్ బ్యాంక్; পাওয়ার ব্যাংক, পাওয়ার ব্যাঙ্ক; 5
charger; charger; mobile charger, charging adapter, wall charger, fast charger; chargar, charjer; चार्जर; ; சார்ஜர்; ఛార్జర్; চার্জার; 4
charging cable; cable; data cable, usb cable, charger cable; chargin cable, data cabel; चार्जिंग केबल, डेटा केबल; ; சார்ஜிங் கேபிள்; ఛార్జింగ్ కేబుల్; চার্জিং কেবল; 4
extension board; electrical; extension cord, power strip, spike guard, multi plug; extention board, extension bord; एक्सटेंशन बोर्ड; ; எக்ஸ்டென்ஷன் போர்டு; ఎక్స్‌టెన్షన్ బోర్డ్; এক্সটেনশন বোর্ড; 4; types=4 socket, 6 socket, surge protector, heavy duty, smart / features=with usb, with switch, with long wire / uses=for pc, for tv
led bulb; lighting; bulb, led light bulb; led blub, bulb light; एलईडी बल्ब, बल्ब; ; எல்இடி பல்பு, பல்பு; ఎల్ఈడీ బల్బ్, బల్బ్; এলইডি বাল্ব, বাল্ব; 4; types=b22, colour changing / uses=for emergency
smart bulb; lighting; wifi bulb, smart led bulb; smart blub; स्मार्ट बल्ब; ; ஸ்மார்ட் பல்பு; స్మార్ట్ బల్బ్; স্মার্ট বাল্ব; 3; types=smart, colour changing
emergency light; lighting; rechargeable light, emergency lamp; emergancy light; इमरजेंसी लाइट; ; அவசர விளக்கு; ఎమర్జెన్సీ లైట్; ইমার্জেন্সি লাইট; 3; types=rechargeable / uses=for emergency
cctv camera; security-camera; security camera, wifi camera, ip camera, home security camera, ptz camera, dome camera, bullet camera; cctv camra, cc camera, cc tv camera, cctv camara; सीसीटीवी कैमरा; ; சிசிடிவி கேமரா; సీసీటీవీ కెమెరా; সিসিটিভি ক্যামেরা; 4
wifi router; router; router, wireless router, dual band router; wi fi router, rauter; वाईफाई राउटर; ; வைஃபை ரூட்டர்; వైఫై రౌటర్; ওয়াইফাই রাউটার; 3
ring light; creator-gear; led ring light, selfie light; ringlight, ring lite; रिंग लाइट; ; ரிங் லைட்; రింగ్ లైట్; রিং লাইট; 3; sizes=10 inch, 12 inch, 18 inch / types=foldable / features=with stand, with remote
tripod; creator-gear; mobile tripod, tripod stand, camera stand; tripot, tripod stand for mobile; ट्राइपॉड; ; முக்காலி, ட்ரைபாட்; ట్రైపాడ్; ট্রাইপড; 4; types=foldable / features=with remote
microphone; creator-gear; mic, lavalier mic, collar mic, wireless mic; mike, micrphone; माइक; ; மைக், மைக்ரோஃபோன்; మైక్; মাইক্রোফোন, মাইক; 3; types=lavalier, condenser, clip on, wireless / features=with stand
pen drive; storage-device; usb drive, flash drive, pendrive; pendrive 64gb, pen driver; पेन ड्राइव; ; பென் டிரைவ்; పెన్ డ్రైవ్; পেন ড্রাইভ; 4; types=usb 3.0 / sizes=32 gb, 64 gb, 128 gb, 256 gb / uses=for mobile, for backup
memory card; storage-device; sd card, micro sd card; memori card, memory card 128gb; मेमोरी कार्ड; ; மெமரி கார்டு; మెమరీ కార్డ్; মেমোরি কার্ড; 4; sizes=32 gb, 64 gb, 128 gb, 256 gb, 1 tb / uses=for camera, for mobile
external hard disk; storage-device; external hard drive, portable hard disk, hard disk, portable ssd; hard disc, harddisk; एक्सटर्नल हार्ड डिस्क, हार्ड डिस्क; ; எக்ஸ்டர்னல் ஹார்டு டிஸ்க்; ఎక్స్‌టర్నల్ హార్డ్ డిస్క్; এক্সটার্নাল হার্ড ডিস্ক; 3; types=usb 3.0, portable, external / sizes=1 tb, 2 tb / uses=for backup
smart tv; tv; led tv, television, tv; smart t.v, telivision; स्मार्ट टीवी, टीवी; ; ஸ்மார்ட் டிவி, டிவி; స్మార్ట్ టీవీ, టీవీ; স্মার্ট টিভি, টিভি; 4; sizes=32 inch, 43 inch, 55 inch / types=hd ready
projector; projector; mini projector, home projector; projecter, projektor; प्रोजेक्टर; ; புரொஜெக்டர்; ప్రొజెక్టర్; প্রজেক্টর; 3; uses=for home theatre, for office
battery; battery-cell; batteries, cells, aa battery; baterry, cell; बैटरी, सेल; बॅटरी, सेल; பேட்டரி; బ్యాటరీ; ব্যাটারি; 3
`,
);

/**
 * Resumes written in the scripts of issue 11, with real sentences: Arabic, Persian, Hebrew, Thai,
 * Hindi, Bengali, Tamil, Georgian, Armenian, and a mixed one (an Arabic name, an English job
 * history, emoji in the headline). `textsOf` (tests/templates/fixtures.ts) lists what each draws.
 */
import type { ResumeDataInput } from '../../../src/lib/schema/index.js'

export interface ScriptFixture {
  name: string
  resume: ResumeDataInput
  /** Right to left: the layout mirrors and lines read from the right. */
  rtl: boolean
  /** No spaces between words (Thai): compared phrase by phrase with whitespace removed. */
  unspaced: boolean
}

const item = (id: string, fields: Record<string, unknown>) => ({ id, visible: true, ...fields })

interface Words {
  name: string
  label: string
  location: string
  summary: string
  jobs: Array<[company: string, position: string, date: string, summary: string]>
  school: [institution: string, studyType: string, area: string]
  skills: string[]
  languages: Array<[name: string, level: string]>
  headings?: Record<string, string>
}

function resume(email: string, w: Words): ResumeDataInput {
  const h = w.headings ?? {}
  return {
    basics: { name: w.name, label: w.label, email, phone: '+1 555 0100', location: w.location },
    sections: {
      summary: { name: h.summary ?? 'Summary', content: `<p>${w.summary}</p>` },
      experience: {
        name: h.experience ?? 'Experience',
        items: w.jobs.map(([company, position, date, summary], i) => item(`e${i}`, { company, position, date, location: w.location, summary: `<p>${summary}</p>` })),
      },
      education: { name: h.education ?? 'Education', items: [item('ed0', { institution: w.school[0], studyType: w.school[1], area: w.school[2], date: '2010 - 2014' })] },
      skills: { name: h.skills ?? 'Skills', items: w.skills.map((name, i) => item(`s${i}`, { name, level: 4 - (i % 3) })) },
      languages: { name: h.languages ?? 'Languages', items: w.languages.map(([name, description], i) => item(`l${i}`, { name, description, level: 5 - i })) },
    },
  }
}

const arabic = resume('layla@example.jo', {
  name: 'ليلى حدّاد',
  label: 'مهندسة برمجيات أولى',
  location: 'عمّان، الأردن',
  summary: 'مهندسة برمجيات أعمل منذ عشر سنوات على أنظمة الدفع الإلكتروني في الشرق الأوسط. أحب بناء فرق صغيرة تسلّم منتجات موثوقة وسريعة.',
  jobs: [
    ['شركة نجمة للتقنية', 'قائدة فريق الخدمات الخلفية', '2019 - الآن', 'قدت فريقاً من ثمانية مهندسين لإعادة بناء منصة الدفع باستخدام Go و PostgreSQL، وخفّضنا زمن الاستجابة بنسبة 40% خلال سنة واحدة.'],
    ['بنك الاتحاد', 'مطوّرة تطبيقات', '2015 - 2019', 'طوّرت تطبيق الهاتف الذي يستخدمه أكثر من مليون عميل كل شهر.'],
  ],
  school: ['الجامعة الأردنية', 'بكالوريوس', 'علم الحاسوب'],
  skills: ['تصميم الأنظمة', 'قواعد البيانات', 'إدارة الفرق'],
  languages: [['العربية', 'اللغة الأم'], ['الإنجليزية', 'بطلاقة']],
  headings: { summary: 'نبذة', experience: 'الخبرة العملية', education: 'التعليم', skills: 'المهارات', languages: 'اللغات' },
})

const persian = resume('sara@example.ir', {
  name: 'سارا محمدی',
  label: 'تحلیل‌گر ارشد داده',
  location: 'تهران، ایران',
  summary: 'تحلیل‌گر داده با شش سال تجربه در صنعت خرده‌فروشی هستم. گزارش‌هایی می‌سازم که مدیران هر هفته برای تصمیم‌گیری از آن‌ها استفاده می‌کنند.',
  jobs: [
    ['فروشگاه اینترنتی پارس', 'تحلیل‌گر ارشد داده', '۱۳۹۸ - اکنون', 'مدل پیش‌بینی فروش را طراحی کردم که خطای موجودی انبار را به نصف رساند.'],
    ['شرکت بیمه البرز', 'کارشناس گزارش‌گیری', '۱۳۹۵ - ۱۳۹۸', 'داشبوردهای فروش را با پایتون و SQL خودکار کردم.'],
  ],
  school: ['دانشگاه صنعتی شریف', 'کارشناسی', 'مهندسی صنایع'],
  skills: ['پایتون', 'آمار', 'تجسم داده'],
  languages: [['فارسی', 'زبان مادری'], ['انگلیسی', 'پیشرفته']],
  headings: { summary: 'درباره من', experience: 'سوابق کاری', education: 'تحصیلات', skills: 'مهارت‌ها', languages: 'زبان‌ها' },
})

const hebrew = resume('noa.levi@example.com', {
  name: 'נועה לוי',
  label: 'מעצבת מוצר ראשית',
  location: 'תל אביב',
  summary: 'מעצבת מוצר עם שמונה שנות ניסיון בבניית אפליקציות בריאות. אני מאמינה שעיצוב טוב מתחיל בשיחה עם המשתמשים.',
  jobs: [
    ['אור דיגיטל', 'מעצבת מוצר ראשית', '2020 - היום', 'הובלתי את העיצוב מחדש של אפליקציית זימון התורים, שמשמשת חצי מיליון מטופלים בחודש.'],
    ['סטודיו כחול', 'מעצבת ממשק', '2016 - 2020', 'עיצבתי אתרים ליותר משלושים לקוחות בתחום התיירות בעזרת Figma.'],
  ],
  school: ['בצלאל אקדמיה לאמנות ועיצוב', 'תואר ראשון', 'תקשורת חזותית'],
  skills: ['מחקר משתמשים', 'אב טיפוס', 'מערכות עיצוב'],
  languages: [['עברית', 'שפת אם'], ['אנגלית', 'שוטפת']],
  headings: { summary: 'תקציר', experience: 'ניסיון תעסוקתי', education: 'השכלה', skills: 'כישורים', languages: 'שפות' },
})

const thai = resume('somchai@example.com', {
  name: 'สมชาย ใจดี',
  label: 'วิศวกรซอฟต์แวร์อาวุโส',
  location: 'กรุงเทพมหานคร',
  summary: 'ผมเป็นวิศวกรซอฟต์แวร์ที่มีประสบการณ์เจ็ดปีในการพัฒนาระบบธนาคารออนไลน์ ชอบทำงานเป็นทีมและเรียนรู้เทคโนโลยีใหม่อยู่เสมอ',
  jobs: [
    ['ธนาคารกรุงสยาม', 'หัวหน้าทีมพัฒนา', '2562 - ปัจจุบัน', 'ออกแบบระบบโอนเงินที่รองรับผู้ใช้งานมากกว่าสองล้านคนต่อวันและดูแลทีมวิศวกรแปดคน'],
    ['บริษัท ไทยซอฟต์ จำกัด', 'นักพัฒนาเว็บ', '2558 - 2562', 'พัฒนาเว็บไซต์ขายสินค้าออนไลน์ให้ลูกค้ากว่าห้าสิบรายทั่วประเทศ'],
  ],
  school: ['จุฬาลงกรณ์มหาวิทยาลัย', 'ปริญญาตรี', 'วิศวกรรมคอมพิวเตอร์'],
  skills: ['การออกแบบระบบ', 'ฐานข้อมูล', 'การบริหารทีม'],
  languages: [['ภาษาไทย', 'ภาษาแม่'], ['ภาษาอังกฤษ', 'ดีมาก']],
  headings: { summary: 'สรุป', experience: 'ประสบการณ์ทำงาน', education: 'การศึกษา', skills: 'ทักษะ', languages: 'ภาษา' },
})

const hindi = resume('priya@example.in', {
  name: 'प्रिया शर्मा',
  label: 'वरिष्ठ सॉफ्टवेयर इंजीनियर',
  location: 'बेंगलुरु, भारत',
  summary: 'मैं नौ वर्षों से वित्तीय सेवाओं के लिए सॉफ्टवेयर बना रही हूँ। मुझे जटिल समस्याओं को सरल समाधानों में बदलना पसंद है।',
  jobs: [
    ['इन्फोटेक कंसल्टेंसी', 'तकनीकी प्रमुख', '2020 - वर्तमान', 'मैंने भुगतान प्रणाली को नए क्लाउड ढाँचे पर स्थानांतरित करने वाली टीम का नेतृत्व किया।'],
    ['स्टार सॉफ्टवेयर', 'सॉफ्टवेयर डेवलपर', '2015 - 2020', 'ग्राहकों के लिए मोबाइल बैंकिंग ऐप के मुख्य हिस्से विकसित किए।'],
  ],
  school: ['भारतीय प्रौद्योगिकी संस्थान दिल्ली', 'स्नातक', 'कंप्यूटर विज्ञान'],
  skills: ['प्रणाली डिज़ाइन', 'क्लाउड सेवाएँ', 'टीम प्रबंधन'],
  languages: [['हिन्दी', 'मातृभाषा'], ['अंग्रेज़ी', 'धाराप्रवाह']],
  headings: { summary: 'सारांश', experience: 'कार्य अनुभव', education: 'शिक्षा', skills: 'कौशल', languages: 'भाषाएँ' },
})

const bengali = resume('ananya@example.bd', {
  name: 'অনন্যা দাস',
  label: 'জ্যেষ্ঠ ডেটা বিজ্ঞানী',
  location: 'ঢাকা, বাংলাদেশ',
  summary: 'আমি পাঁচ বছর ধরে স্বাস্থ্যসেবা খাতে ডেটা বিশ্লেষণ করছি। সঠিক তথ্য দিয়ে মানুষের জীবন সহজ করাই আমার লক্ষ্য।',
  jobs: [
    ['জীবন হেলথ লিমিটেড', 'জ্যেষ্ঠ ডেটা বিজ্ঞানী', '২০২১ - বর্তমান', 'রোগীদের পুনরায় ভর্তির ঝুঁকি অনুমান করার একটি মডেল তৈরি করেছি।'],
    ['নদী সফটওয়্যার', 'ডেটা বিশ্লেষক', '২০১৯ - ২০২১', 'বিক্রয় প্রতিবেদন স্বয়ংক্রিয় করে প্রতি সপ্তাহে দশ ঘণ্টা সময় বাঁচিয়েছি।'],
  ],
  school: ['ঢাকা বিশ্ববিদ্যালয়', 'স্নাতকোত্তর', 'পরিসংখ্যান'],
  skills: ['মেশিন লার্নিং', 'পরিসংখ্যান', 'পাইথন'],
  languages: [['বাংলা', 'মাতৃভাষা'], ['ইংরেজি', 'সাবলীল']],
  headings: { summary: 'সারসংক্ষেপ', experience: 'কাজের অভিজ্ঞতা', education: 'শিক্ষা', skills: 'দক্ষতা', languages: 'ভাষা' },
})

const tamil = resume('kavitha@example.in', {
  name: 'கவிதா சுப்பிரமணியன்',
  label: 'மென்பொருள் பொறியாளர்',
  location: 'சென்னை, இந்தியா',
  summary: 'நான் ஆறு ஆண்டுகளாக இணைய பயன்பாடுகளை உருவாக்கி வருகிறேன். பயனர்களுக்கு எளிமையான அனுபவத்தை வழங்குவதே என் நோக்கம்.',
  jobs: [
    ['தென்றல் தொழில்நுட்பம்', 'முதன்மை பொறியாளர்', '2021 - தற்போது', 'கட்டண சேவைக்கான புதிய கட்டமைப்பை வடிவமைத்து செயல்படுத்தினேன்.'],
    ['அருவி மென்பொருள்', 'இணைய உருவாக்குநர்', '2018 - 2021', 'சிறு வணிகங்களுக்கான இணையதளங்களை உருவாக்கினேன்.'],
  ],
  school: ['அண்ணா பல்கலைக்கழகம்', 'இளநிலை பொறியியல்', 'கணினி அறிவியல்'],
  skills: ['இணைய வடிவமைப்பு', 'தரவுத்தளங்கள்', 'குழு வழிநடத்தல்'],
  languages: [['தமிழ்', 'தாய்மொழி'], ['ஆங்கிலம்', 'சரளம்']],
  headings: { summary: 'சுருக்கம்', experience: 'பணி அனுபவம்', education: 'கல்வி', skills: 'திறன்கள்', languages: 'மொழிகள்' },
})

const georgian = resume('nino@example.ge', {
  name: 'ნინო ბერიძე',
  label: 'პროდუქტის მენეჯერი',
  location: 'თბილისი, საქართველო',
  summary: 'ვარ პროდუქტის მენეჯერი რვაწლიანი გამოცდილებით ფინანსური ტექნოლოგიების სფეროში. მიყვარს მომხმარებლებთან საუბარი და მათი პრობლემების გადაჭრა.',
  jobs: [
    ['ქართული ციფრული ბანკი', 'უფროსი პროდუქტის მენეჯერი', '2020 - დღემდე', 'ვხელმძღვანელობდი მობილური აპლიკაციის ახალი ვერსიის შექმნას.'],
    ['სტარტაპი ლაზარე', 'ბიზნეს ანალიტიკოსი', '2016 - 2020', 'ვამზადებდი ყოველკვირეულ ანგარიშებს კომპანიის ხელმძღვანელობისთვის.'],
  ],
  school: ['თბილისის სახელმწიფო უნივერსიტეტი', 'ბაკალავრი', 'ეკონომიკა'],
  skills: ['პროდუქტის სტრატეგია', 'მომხმარებლის კვლევა', 'ანალიტიკა'],
  languages: [['ქართული', 'მშობლიური'], ['ინგლისური', 'თავისუფლად']],
  headings: { summary: 'შეჯამება', experience: 'სამუშაო გამოცდილება', education: 'განათლება', skills: 'უნარები', languages: 'ენები' },
})

const armenian = resume('aram@example.am', {
  name: 'Արամ Պետրոսյան',
  label: 'Ծրագրային ինժեներ',
  location: 'Երևան, Հայաստան',
  summary: 'Յոթ տարի է, ինչ ստեղծում եմ վեբ հավելվածներ կրթական ընկերությունների համար։ Սիրում եմ պարզ և հուսալի լուծումներ։',
  jobs: [
    ['Արարատ Տեխնոլոգիաներ', 'Առաջատար ինժեներ', '2021 - այժմ', 'Ղեկավարել եմ առցանց դասընթացների հարթակի վերակառուցումը։'],
    ['Սևան Սոֆթ', 'Վեբ ծրագրավորող', '2017 - 2021', 'Մշակել եմ ուսանողների գրանցման համակարգը։'],
  ],
  school: ['Երևանի պետական համալսարան', 'Բակալավր', 'Ինֆորմատիկա'],
  skills: ['Վեբ ծրագրավորում', 'Տվյալների բազաներ', 'Թիմային աշխատանք'],
  languages: [['Հայերեն', 'Մայրենի'], ['Անգլերեն', 'Ազատ']],
  headings: { summary: 'Ամփոփում', experience: 'Աշխատանքային փորձ', education: 'Կրթություն', skills: 'Հմտություններ', languages: 'Լեզուներ' },
})

const mixed = resume('youssef@example.com', {
  name: 'يوسف الخطيب',
  label: 'Staff Engineer 🚀 Cloud & Data ☁️',
  location: 'Dubai',
  summary: 'Backend engineer who has shipped payment systems across three continents and still enjoys on-call weeks.',
  jobs: [
    ['Desert Rides', 'Staff Engineer', '2019 - Present', 'Led the migration of forty services to Kubernetes without a minute of downtime.'],
    ['Gulf Bank', 'Senior Developer', '2014 - 2019', 'Built the fraud scoring service that checks every card payment in real time.'],
  ],
  school: ['American University of Sharjah', 'Bachelor', 'Computer Engineering'],
  skills: ['Go', 'Kubernetes', 'PostgreSQL'],
  languages: [['العربية', 'Native'], ['English', 'Fluent']],
})

export const SCRIPT_FIXTURES: ScriptFixture[] = [
  { name: 'Arabic', resume: arabic, rtl: true, unspaced: false },
  { name: 'Persian', resume: persian, rtl: true, unspaced: false },
  { name: 'Hebrew', resume: hebrew, rtl: true, unspaced: false },
  { name: 'Thai', resume: thai, rtl: false, unspaced: true },
  { name: 'Hindi', resume: hindi, rtl: false, unspaced: false },
  { name: 'Bengali', resume: bengali, rtl: false, unspaced: false },
  { name: 'Tamil', resume: tamil, rtl: false, unspaced: false },
  { name: 'Georgian', resume: georgian, rtl: false, unspaced: false },
  { name: 'Armenian', resume: armenian, rtl: false, unspaced: false },
  { name: 'mixed', resume: mixed, rtl: false, unspaced: false },
]

export const scriptFixture = (name: string): ScriptFixture => SCRIPT_FIXTURES.find((f) => f.name === name)!

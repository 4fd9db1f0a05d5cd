/**
 * Writes patches/react-aria@<version>.patch: React Aria ships no screen-reader strings for Thai,
 * Hindi, Malay, Vietnamese, Indonesian and Filipino (it reads English to them) and gives Hong Kong
 * Simplified Chinese. This adds them to the three string tables Kado's components use (combobox,
 * overlays, menu) in the .mjs, .cjs and .js builds alike, and mends Korean's "Dismiss".
 * packages/ui/src/rac-locale/rac-locale.test.tsx checks the result in every locale.
 *
 * After upgrading react-aria:
 *   pnpm patch react-aria@<version> --edit-dir /tmp/rac-edit
 *   node patches/react-aria-strings.mjs /tmp/rac-edit && rm /tmp/rac-edit/.gitignore
 *   pnpm patch-commit /tmp/rac-edit
 * (The package's own .gitignore would make pnpm record every other file as deleted.)
 */
import fs from 'node:fs';
const dir = process.argv[2];
const plural = (n, one, other) =>
  `formatter.plural(${n}, { one: () => \`${one}\`, other: () => \`${other}\` })`;
const combobox = ({ button, list, count, group, selected }) => `{
        "buttonLabel": \`${button}\`,
        "listboxLabel": \`${list}\`,
        "countAnnouncement": (args, formatter) => ${count},
        "focusAnnouncement": (args, formatter) => \`\${formatter.select({ true: () => \`${group}\`, other: \`\` }, args.isGroupChange)}\${args.optionText}\${formatter.select({ true: \`${selected}\`, other: \`\` }, args.isSelected)}\`,
        "selectedAnnouncement": (args) => \`\${args.optionText}${selected}\`
    }`;
const n = (name) => `\${formatter.number(args.${name})}`;
const LOCALES = {
  'th-TH': {
    combobox: combobox({
      button: 'แสดงคำแนะนำ',
      list: 'คำแนะนำ',
      count: `\`มี ${n('optionCount')} ตัวเลือก\``,
      group: `เข้าสู่กลุ่ม \${args.groupTitle} มี ${n('groupCount')} ตัวเลือก `,
      selected: ' เลือกแล้ว',
    }),
    dismiss: 'ปิด',
    longPress: 'กดค้างไว้หรือกด Alt + ลูกศรลงเพื่อเปิดเมนู',
  },
  'hi-IN': {
    combobox: combobox({
      button: 'सुझाव दिखाएँ',
      list: 'सुझाव',
      count: plural(
        'args.optionCount',
        `${n('optionCount')} विकल्प उपलब्ध है।`,
        `${n('optionCount')} विकल्प उपलब्ध हैं।`,
      ),
      group: `समूह \${args.groupTitle} में, ${n('groupCount')} विकल्प। `,
      selected: ', चुना गया',
    }),
    dismiss: 'बंद करें',
    longPress: 'मेनू खोलने के लिए देर तक दबाएँ या Alt + नीचे वाला तीर दबाएँ',
  },
  'ms-MY': {
    combobox: combobox({
      button: 'Tunjukkan cadangan',
      list: 'Cadangan',
      count: `\`${n('optionCount')} pilihan tersedia.\``,
      group: `Memasuki kumpulan \${args.groupTitle}, dengan ${n('groupCount')} pilihan. `,
      selected: ', dipilih',
    }),
    dismiss: 'Tutup',
    longPress: 'Tekan lama atau tekan Alt + Anak Panah Bawah untuk membuka menu',
  },
  'vi-VN': {
    combobox: combobox({
      button: 'Hiện gợi ý',
      list: 'Gợi ý',
      count: `\`Có ${n('optionCount')} lựa chọn.\``,
      group: `Đã vào nhóm \${args.groupTitle}, có ${n('groupCount')} lựa chọn. `,
      selected: ', đã chọn',
    }),
    dismiss: 'Đóng',
    longPress: 'Nhấn giữ hoặc nhấn Alt + Mũi tên xuống để mở menu',
  },
  'id-ID': {
    combobox: combobox({
      button: 'Tampilkan saran',
      list: 'Saran',
      count: `\`${n('optionCount')} pilihan tersedia.\``,
      group: `Masuk ke grup \${args.groupTitle}, dengan ${n('groupCount')} pilihan. `,
      selected: ', dipilih',
    }),
    dismiss: 'Tutup',
    longPress: 'Tekan lama atau tekan Alt + Panah Bawah untuk membuka menu',
  },
  'fil-PH': {
    combobox: combobox({
      button: 'Ipakita ang mga mungkahi',
      list: 'Mga mungkahi',
      // "Mga pagpipilian: 3." reads right for any number, with no linker (na/-ng) to choose.
      count: `\`Mga pagpipilian: ${n('optionCount')}.\``,
      group: `Nasa grupong \${args.groupTitle}, may ${n('groupCount')} pagpipilian. `,
      selected: ', napili',
    }),
    dismiss: 'Isara',
    longPress: 'Pindutin nang matagal o pindutin ang Alt + Pababang Arrow para buksan ang menu',
  },
};
const entries = (pkg) =>
  Object.entries(LOCALES)
    .map(([locale, s]) => {
      const value =
        pkg === 'combobox'
          ? s.combobox
          : pkg === 'overlays'
            ? `{ "dismiss": \`${s.dismiss}\` }`
            : `{ "longPressMessage": \`${s.longPress}\` }`;
      return `    "${locale}": ${value}`;
    })
    .join(',\n');
let edited = 0;
for (const pkg of ['combobox', 'overlays', 'menu']) {
  for (const ext of ['mjs', 'cjs', 'js']) {
    const file = `${dir}/dist/private/${pkg}/intlStrings.${ext}`;
    const text = fs.readFileSync(file, 'utf8');
    // Hong Kong reads Traditional Chinese: Taiwan's strings, not the Simplified ones React Aria
    // falls back to for zh-HK.
    const next = text.replace(
      /^( {4}"zh-TW": (\S+))\n\};/m,
      (_, line, ident) => `${line},\n    "zh-HK": ${ident},\n${entries(pkg)}\n};`,
    );
    if (next === text) throw new Error(`no zh-TW entry in ${file}`);
    // React Aria's Korean "Dismiss" is 무시 ("ignore"); a Korean closing button says 닫기.
    const korean =
      pkg === 'overlays'
        ? next.replace(/^( {4}"ko-KR": )\S+?(,?)$/m, '$1{ "dismiss": `닫기` }$2')
        : next;
    if (korean === next && pkg === 'overlays') throw new Error(`no ko-KR entry in ${file}`);
    fs.writeFileSync(file, korean);
    edited += 1;
  }
}
console.log(`edited ${edited} files`);

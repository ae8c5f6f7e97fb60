const fs=require('fs');const {SourceMapConsumer}=require('source-map-js');const zlib=require('zlib');
const f=process.argv[2]; const groups=JSON.parse(process.argv[3]);
const code=fs.readFileSync(f,'utf8');const map=JSON.parse(fs.readFileSync(f+'.map','utf8'));
const c=new SourceMapConsumer(map);const lines=code.split('\n');
let segs=[];c.eachMapping(m=>segs.push(m));
segs.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
const br=s=>zlib.brotliCompressSync(s,{params:{[zlib.constants.BROTLI_PARAM_QUALITY]:11}}).length;
const base=br(code);console.log('base',base);
for(const [name,pats] of Object.entries(groups)){
 // build code without segments whose source matches
 const out=lines.map(l=>l.split(''));
 for(let i=0;i<segs.length;i++){const s=segs[i],n=segs[i+1];
  if(!pats.some(p=>(s.source||'').includes(p))) continue;
  const line=out[s.generatedLine-1]; const end=(n&&n.generatedLine===s.generatedLine)?n.generatedColumn:line.length;
  for(let k=s.generatedColumn;k<end;k++) line[k]='';}
 const rest=out.map(l=>l.join('')).join('\n');
 console.log(name, base-br(rest), code.length-rest.length);
}

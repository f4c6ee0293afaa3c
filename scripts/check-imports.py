#!/usr/bin/env python3
"""Fails if two of the page's modules (src/) import each other, directly or
through others (test modules included): each module stands on the ones it
imports, never on one that imports it. A child module may use its parent's
items (`super::`), which is not counted."""
import re,os,collections
mods={}
for root,_,files in os.walk('src'):
    for f in files:
        if f.endswith('.rs'):
            p=os.path.join(root,f)
            name=p[4:-3]
            name=name[:-4] if name.endswith('/mod') else name
            mods[name.replace('/','::')]=open(p).read()
edges=collections.defaultdict(set)
for m,src in mods.items():
    parent=m.rsplit('::',1)[0] if '::' in m else ''
    for u in re.findall(r'crate::((?:[a-z_]+::)*[a-z_]+)',src):
        segs=u.split('::')
        for n in range(len(segs),0,-1):
            t='::'.join(segs[:n])
            if t in mods:
                if t!=m and not m.startswith(t+'::'): edges[m].add(t)
                break
    for u in re.findall(r'\bsuper::([a-z_]+)',src):
        t=(parent+'::'+u) if parent else u
        if t in mods and t!=m: edges[m].add(t)
    for u in re.findall(r'^use ([a-z_]+)::',src,re.M):
        t=m+'::'+u
        if t in mods: edges[m].add(t)
res=set();color={}
def dfs(u,stack):
    color[u]=1;stack.append(u)
    for v in sorted(edges[u]):
        if color.get(v)==1: res.add(' -> '.join(stack[stack.index(v):]+[v]))
        elif not color.get(v): dfs(v,stack)
    stack.pop();color[u]=2
for m in sorted(mods):
    if not color.get(m): dfs(m,[])
if res:
    print('import cycles in src/:')
    print('\n'.join(sorted(res)))
    raise SystemExit(1)
print('no import cycles in src/')

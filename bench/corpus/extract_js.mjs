// Extract tool and property descriptions from a published MCP server's JavaScript (npm tarball).
// Usage: node extract_js.mjs PACKAGE_DIR   (needs acorn and acorn-walk on NODE_PATH)
// Prints one JSON object per line: {kind: "tool"|"property", key, text, file}.
import fs from "node:fs";
import path from "node:path";
import * as acorn from "acorn";
import * as walk from "acorn-walk";

function files(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!["node_modules", "__tests__", "test", "tests"].includes(entry.name)) out.push(...files(p));
    } else if (/\.(m|c)?js$/.test(entry.name) && !/\.(test|spec)\./.test(entry.name)) out.push(p);
  }
  return out;
}

function constString(node, consts) {
  if (!node) return undefined;
  switch (node.type) {
    case "Literal": return typeof node.value === "string" ? node.value : undefined;
    case "TemplateLiteral": {
      let s = "";
      for (let i = 0; i < node.quasis.length; i++) {
        s += node.quasis[i].value.cooked;
        if (i < node.expressions.length) {
          const v = constString(node.expressions[i], consts);
          if (v === undefined) return undefined;
          s += v;
        }
      }
      return s;
    }
    case "BinaryExpression": {
      if (node.operator !== "+") return undefined;
      const a = constString(node.left, consts), b = constString(node.right, consts);
      return a === undefined || b === undefined ? undefined : a + b;
    }
    case "Identifier": return consts.get(node.name);
    case "CallExpression": {
      // ["a", "b"].join("\n")
      const c = node.callee;
      if (c.type === "MemberExpression" && c.property.name === "join" && c.object.type === "ArrayExpression") {
        const parts = c.object.elements.map((e) => constString(e, consts));
        if (parts.some((p) => p === undefined)) return undefined;
        const sep = node.arguments.length ? constString(node.arguments[0], consts) : ",";
        return sep === undefined ? undefined : parts.join(sep);
      }
      // "...".trim()
      if (c.type === "MemberExpression" && ["trim", "trimStart", "trimEnd"].includes(c.property.name)) {
        const v = constString(c.object, consts);
        return v === undefined ? undefined : v[c.property.name]();
      }
      return undefined;
    }
    default: return undefined;
  }
}

function propKey(p) {
  if (p.type !== "Property") return undefined;
  if (p.key.type === "Identifier") return p.key.name;
  if (p.key.type === "Literal") return String(p.key.value);
  return undefined;
}

function getProp(obj, name) {
  return obj.properties.find((p) => propKey(p) === name);
}

const root = process.argv[2];
for (const file of files(root)) {
  const src = fs.readFileSync(file, "utf8");
  let ast;
  for (const sourceType of ["module", "script"]) {
    try { ast = acorn.parse(src, { ecmaVersion: "latest", sourceType, allowHashBang: true }); break; } catch {}
  }
  if (!ast) continue;
  const consts = new Map();
  walk.simple(ast, {
    VariableDeclarator(d) {
      if (d.id.type === "Identifier") {
        const v = constString(d.init, consts);
        if (v !== undefined) consts.set(d.id.name, v);
      }
    },
  });
  const rel = path.relative(root, file);
  const emit = (kind, key, text) => {
    if (key && text && text.trim()) console.log(JSON.stringify({ kind, key, text, file: rel }));
  };
  walk.ancestor(ast, {
    ObjectExpression(node, ancestors) {
      const d = getProp(node, "description");
      if (!d) return;
      const text = constString(d.value, consts);
      if (text === undefined) return;
      const n = getProp(node, "name");
      const name = n && constString(n.value, consts);
      if (name && (getProp(node, "inputSchema") || getProp(node, "parameters"))) return emit("tool", name, text);
      const parent = ancestors[ancestors.length - 2];
      if (parent && parent.type === "Property" && parent.value === node) emit("property", propKey(parent), text);
    },
    CallExpression(node, ancestors) {
      const c = node.callee;
      if (c.type !== "MemberExpression" || c.property.type !== "Identifier") return;
      const method = c.property.name;
      if (method === "describe" && node.arguments.length === 1) {
        const text = constString(node.arguments[0], consts);
        const prop = [...ancestors].reverse().find((a) => a.type === "Property");
        if (text !== undefined && prop) emit("property", propKey(prop), text);
      } else if (["tool", "registerTool", "addTool"].includes(method) && node.arguments.length >= 2) {
        const name = constString(node.arguments[0], consts);
        const second = node.arguments[1];
        let text = constString(second, consts);
        if (text === undefined && second.type === "ObjectExpression") {
          const d = getProp(second, "description");
          text = d && constString(d.value, consts);
        }
        if (name && text !== undefined) emit("tool", name, text);
      }
    },
  });
}

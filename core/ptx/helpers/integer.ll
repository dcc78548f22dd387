; Integer helpers. See README.md for the rules.

; bfind.u32: the position of the most significant set bit, or 0xFFFFFFFF if none.
define linkonce_odr i32 @__zluda_bfind_u32(i32 %a) alwaysinline {
  %z = call i32 @llvm.ctlz.i32(i32 %a, i1 false)
  %r = sub i32 31, %z
  ret i32 %r
}

declare i32 @llvm.ctlz.i32(i32, i1)

// The C surface TouchSDL sees: SDL2, SDL2_ttf and SDL2_image, plus Swift
// spellings of the function-like macros that do not import.
#ifndef TOUCHSCOPE_CSDL2_SHIM_H
#define TOUCHSCOPE_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>

/// SDL_WINDOWPOS_CENTERED (a macro over SDL_WINDOWPOS_CENTERED_DISPLAY(0)).
static const int CSDL_WINDOWPOS_CENTERED = (int)SDL_WINDOWPOS_CENTERED_MASK;
/// SDL_TOUCH_MOUSEID: the `which` of mouse events that SDL synthesises from touches.
static const Uint32 CSDL_TOUCH_MOUSEID = (Uint32)-1;
/// SDL_MOUSE_TOUCHID: the touch id of touch events that SDL synthesises from the mouse.
static const Sint64 CSDL_MOUSE_TOUCHID = (Sint64)-1;
/// SDL_BUTTON_LMASK.
static const Uint32 CSDL_BUTTON_LMASK = SDL_BUTTON(SDL_BUTTON_LEFT);
/// SDL_PIXELFORMAT_ARGB8888 and ABGR8888 (enum values spelled by macros in some SDL versions).
static const Uint32 CSDL_PIXELFORMAT_ARGB8888 = SDL_PIXELFORMAT_ARGB8888;
static const Uint32 CSDL_PIXELFORMAT_ABGR8888 = SDL_PIXELFORMAT_ABGR8888;
/// TTF_HINTING_LIGHT_SUBPIXEL: fractional advances, so strings are as wide as TextMetrics says.
static const int CSDL_TTF_HINTING_LIGHT_SUBPIXEL = TTF_HINTING_LIGHT_SUBPIXEL;

/// SDL_MUSTLOCK.
static inline int CSDL_MustLock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? 1 : 0; }

/// SDL's hint names are macros over string literals.
static const char *const CSDL_HINT_MOUSE_TOUCH_EVENTS = SDL_HINT_MOUSE_TOUCH_EVENTS;
static const char *const CSDL_HINT_TOUCH_MOUSE_EVENTS = SDL_HINT_TOUCH_MOUSE_EVENTS;
static const char *const CSDL_HINT_RENDER_SCALE_QUALITY = SDL_HINT_RENDER_SCALE_QUALITY;
static const char *const CSDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR = SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR;
static const char *const CSDL_HINT_RENDER_VSYNC = SDL_HINT_RENDER_VSYNC;

#endif
